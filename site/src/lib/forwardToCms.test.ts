import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIContext } from 'astro'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/** A server that answers with its own name, as the cms and the API process stand-ins. */
function upstream(name: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'x-upstream': name }).end('{}'))
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

const call = (method: string, path: string) => {
  const url = new URL(path, 'http://localhost:4321')
  const request = new Request(url, { method, body: method === 'POST' ? '{}' : undefined })
  return forwardToCms({ request, url, clientAddress: '203.0.113.9' } as unknown as APIContext)
}

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
})
