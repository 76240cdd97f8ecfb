import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIContext } from 'astro'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/** A server that reads the body and answers with its own name, as the cms and the API process stand-ins. */
function upstream(name: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) =>
    req.resume().on('end', () => res.writeHead(200, { 'x-upstream': name }).end('{}')),
  )
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  )
}

let servers: Server[] = []
let forwardToCms: typeof import('./forwardToCms').forwardToCms

beforeAll(async () => {
  const [cms, api] = await Promise.all([upstream('cms'), upstream('api')])
  servers = [cms.server, api.server]
  // astro:env/server (its test stand-in) reads these when first imported.
  vi.stubEnv('CMS_URL', cms.url)
  vi.stubEnv('API_URL', api.url)
  ;({ forwardToCms } = await import('./forwardToCms'))
})

afterAll(() => {
  vi.unstubAllEnvs()
  for (const server of servers) server.close()
})

const call = (method: string, path: string, body = method === 'POST' ? '{}' : undefined) => {
  const url = new URL(path, 'http://localhost:4321')
  const request = new Request(url, { method, body })
  return forwardToCms({ request, url, clientAddress: '203.0.113.9' } as unknown as APIContext)
}

/** A JSON body of about `kilobytes` KB (a batch of statuses, say). */
const bodyOf = (kilobytes: number) => JSON.stringify({ padding: 'x'.repeat(kilobytes * 1024) })

describe("the site's /api proxy", () => {
  it('should send the public lookups to the API process and the rest to the cms', async () => {
    const answered = await Promise.all(
      [
        ['POST', '/api/taxi/quote'],
        ['POST', '/api/flights/search'],
        ['GET', '/api/payments/status/cs_test_1?x=1'],
        ['HEAD', '/api/health'],
        ['GET', '/api/users/me'],
        ['POST', '/api/taxi/book'],
        ['GET', '/api/taxi/quote'],
      ].map(async ([method, path]) => (await call(method!, path!)).headers.get('x-upstream')),
    )
    expect(answered).toEqual(['api', 'api', 'api', 'api', 'cms', 'cms', 'cms'])
  })

  it("should forward a provider's webhook over 64 KB up to the cms's webhook cap, and refuse it past that", async () => {
    const statuses = await Promise.all(
      [
        ['/api/messages/whatsapp/webhook', 200],
        ['/api/messages/sms/webhook', 200],
        ['/api/payments/webhook', 200],
        ['/api/messages/whatsapp/webhook', 300],
      ].map(
        async ([path, kilobytes]) => (await call('POST', String(path), bodyOf(Number(kilobytes)))).status,
      ),
    )
    expect(statuses).toEqual([200, 200, 200, 413])
  })

  it('should still refuse any other body over 64 KB', async () => {
    const answer = await call('POST', '/api/taxi/book', bodyOf(100))
    expect([answer.status, await answer.json()]).toEqual([413, { message: 'errors.bodyTooLarge' }])
  })

  it('should say nothing of a request whose visitor went away, and warn of one the upstream failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const url = new URL('/api/media/file/a.webp', 'http://localhost:4321')
    // As the node adapter has it once the socket closed: no address left to read.
    const addressGone = (request: Request) =>
      ({
        request,
        url,
        get clientAddress(): string {
          throw new Error('ClientAddressNotAvailable')
        },
      }) as unknown as APIContext
    const answers = [await forwardToCms(addressGone(new Request(url, { signal: AbortSignal.abort() })))]
    expect(warn).not.toHaveBeenCalled()
    answers.push(await forwardToCms(addressGone(new Request(url))))
    expect({ statuses: answers.map((answer) => answer.status), warnings: warn.mock.calls.length }).toEqual({
      statuses: [502, 502],
      warnings: 1,
    })
    warn.mockRestore()
  })
})
