import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const seen: IncomingHttpHeaders[] = []
const cms = createServer((request, response) => {
  seen.push(request.headers)
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"errors.notFound"}')
})

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`
})

afterAll(() => {
  cms.close()
})

describe('loadTestCheckout', () => {
  it("should ask the cms with the visitor's address and the site's token, so one visitor's limit is theirs alone", async () => {
    // Imported once CMS_URL points at this test's cms (the module reads it when loaded).
    const { loadTestCheckout } = await import('./loadTestCheckout')
    const page = await loadTestCheckout({ clientAddress: '203.0.113.7' }, 'cs_test_made_up')
    expect([page.state, seen[0]?.['x-forwarded-for'], typeof seen[0]?.['x-nexovia-proxy']]).toEqual([
      'notFound',
      '203.0.113.7',
      'string',
    ])
  })
})
