import http from 'node:http'
import { expect, test } from '@playwright/test'

/** The pages and files the installable site added (issue 44), each in both languages where it has one. */
const POCKET_PATHS = [
  '/trips',
  '/fr/trips',
  '/offline',
  '/fr/offline',
  '/manifest.webmanifest',
  '/fr/manifest.webmanifest',
  '/sw.js',
]
const FORGED = 'forged.example'
const TEN_MEGABYTES = 10 * 1024 * 1024
/** Far below what reading 10 MB would take on a loaded machine. */
const PROMPT_MS = 2000

/** One request over plain node:http (a Host header of our choosing, a body streamed until answered). */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    bodyBytes = 0,
  }: { method?: string; headers?: Record<string, string>; bodyBytes?: number },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method,
      headers: bodyBytes
        ? { 'content-type': 'application/json', 'content-length': bodyBytes, ...headers }
        : headers,
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() })
        request.destroy()
      })
    })
    // The server may close while a refused body is still being written: the answer came first.
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const writeMore = () => {
      while (sent < bodyBytes && !request.destroyed) {
        sent += chunk.length
        if (!request.write(chunk)) return request.once('drain', writeMore)
      }
      if (!request.destroyed) request.end()
    }
    writeMore()
  })
}

const isClientError = (status: number) => (status >= 400 && status < 500 ? 'client error' : status)

test.describe('the pocket pages and files against bad requests', () => {
  for (const path of POCKET_PATHS) {
    test(`should answer ${path} with a NUL in its path with a client error`, async ({ baseURL }) => {
      expect(isClientError((await send(`${baseURL}${path}%00`, {})).status)).toBe('client error')
    })

    test(`should answer ${path} for a forged Host and X-Forwarded-* without naming the forged host`, async ({
      baseURL,
    }) => {
      const answer = await send(`${baseURL}${path}`, {
        headers: {
          host: FORGED,
          'x-forwarded-host': FORGED,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '203.0.113.9',
        },
      })
      expect([answer.status, answer.body.includes(FORGED)]).toEqual([200, false])
    })

    // A page or file takes no body: it is answered as it stands (Astro answers a page's POST like its GET,
    // a manifest's with a 4xx) without reading the 10 MB, so never a server error nor a wait.
    test(`should answer a 10 MB body posted to ${path} at once, never with a server error`, async ({
      baseURL,
    }) => {
      const startedAt = Date.now()
      const answer = await send(`${baseURL}${path}`, { method: 'POST', bodyBytes: TEN_MEGABYTES })
      expect([answer.status < 500, Date.now() - startedAt < PROMPT_MS]).toEqual([true, true])
    })
  }
})
