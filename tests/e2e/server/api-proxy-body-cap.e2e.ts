import http from 'node:http'
import { expect, test } from '@playwright/test'

const TEN_MEGABYTES = 10 * 1024 * 1024
/** Far below the ≈ 6 s the oversized post once took to fail with a 502. */
const PROMPT_MS = 2000

/**
 * Posts `size` bytes in 64 KB chunks, with a Content-Length or chunked, the way a careful client
 * does: it stops sending as soon as an answer arrives. Resolves with that answer's status.
 */
function post(url: string, size: number, { isChunked }: { isChunked: boolean }): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  const headers = { 'content-type': 'application/json', ...(isChunked ? {} : { 'content-length': size }) }
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers })
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0)
      request.destroy()
    })
    // Writing after the server has closed fails; the answer, if any, has been taken by then.
    request.on('error', reject)
    let sent = 0
    const writeMore = () => {
      while (sent < size && !request.destroyed) {
        sent += chunk.length
        if (!request.write(chunk)) return request.once('drain', writeMore)
      }
      if (!request.destroyed) request.end()
    }
    writeMore()
  })
}

test.describe('api proxy body cap', () => {
  test('should refuse a 10 MB body with Content-Length at once with 413', async ({ baseURL }) => {
    const startedAt = Date.now()
    const status = await post(`${baseURL}/api/users`, TEN_MEGABYTES, { isChunked: false })
    expect([status, Date.now() - startedAt < PROMPT_MS]).toEqual([413, true])
  })

  test('should refuse a chunked body once it passes the cap with 413', async ({ baseURL }) => {
    const startedAt = Date.now()
    const status = await post(`${baseURL}/api/users`, TEN_MEGABYTES, { isChunked: true })
    expect([status, Date.now() - startedAt < PROMPT_MS]).toEqual([413, true])
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
