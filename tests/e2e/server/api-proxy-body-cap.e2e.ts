import { expect, test } from '@playwright/test'

const TEN_MEGABYTES = 10 * 1024 * 1024
/** Far below the ≈ 6 s the oversized post once took to fail with a 502. */
const PROMPT_MS = 2000

/** A JSON-looking body of `size` bytes, sent in 64 KB chunks without a Content-Length. */
function chunkedBody(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close()
      controller.enqueue(chunk)
      sent += chunk.byteLength
    },
  })
}

test.describe('api proxy body cap', () => {
  test('should refuse a 10 MB body with Content-Length at once with 413', async ({ baseURL }) => {
    const startedAt = Date.now()
    const response = await fetch(`${baseURL}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(TEN_MEGABYTES).fill(0x61),
    })
    expect([response.status, Date.now() - startedAt < PROMPT_MS]).toEqual([413, true])
  })

  test('should refuse a chunked body once it passes the cap with 413', async ({ baseURL }) => {
    const startedAt = Date.now()
    const response = await fetch(`${baseURL}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunkedBody(TEN_MEGABYTES),
      duplex: 'half',
    } as RequestInit)
    expect([response.status, Date.now() - startedAt < PROMPT_MS]).toEqual([413, true])
  })

  test('should answer with the message key the islands read', async ({ request }) => {
    const response = await request.post('/api/users', {
      headers: { 'content-type': 'application/json' },
      data: 'a'.repeat(TEN_MEGABYTES),
    })
    expect(await response.json()).toEqual({ message: 'errors.bodyTooLarge' })
  })

  test('should still forward a small body to the cms', async ({ request }) => {
    const response = await request.post('/api/users/login', {
      headers: { 'content-type': 'application/json' },
      data: { email: 'nobody@nexovia.example', password: 'wrong-password' },
    })
    expect(response.status()).toBe(401)
  })
})
