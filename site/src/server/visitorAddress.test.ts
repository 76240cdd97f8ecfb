import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visitorAddressFromProxies } from './visitorAddress.ts'

/** A server answering the address Astro would read (req.socket.remoteAddress), the hook applied. */
const serverTrusting = (trusted: string) => {
  const take = visitorAddressFromProxies(trusted)
  return http.createServer((req, res) => {
    take?.(req)
    res.end(req.socket.remoteAddress)
  })
}

const servers: http.Server[] = []
const origins: Record<string, string> = {}

beforeAll(async () => {
  for (const trusted of ['127.0.0.1', '10.9.9.9']) {
    const server = serverTrusting(trusted)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    origins[trusted] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
})

afterAll(() => {
  for (const server of servers) server.close()
})

const addressSeen = (origin: string, forwardedFor: string, agent: http.Agent) =>
  new Promise<string>((resolve, reject) => {
    http
      .get(origin, { agent, headers: { 'x-forwarded-for': forwardedFor } }, (answer) => {
        let text = ''
        answer.on('data', (chunk) => {
          text += chunk
        })
        answer.on('end', () => resolve(text))
      })
      .on('error', reject)
  })

describe('visitorAddressFromProxies', () => {
  it('should give each request on one kept-alive balancer connection its own visitor', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const seen = [
      await addressSeen(origins['127.0.0.1']!, '203.0.113.1', agent),
      await addressSeen(origins['127.0.0.1']!, '1.1.1.1, 203.0.113.2', agent),
    ]
    agent.destroy()
    expect(seen).toEqual(['203.0.113.1', '203.0.113.2'])
  })

  it('should keep the socket address when the peer is not a trusted proxy', async () => {
    const agent = new http.Agent()
    expect(await addressSeen(origins['10.9.9.9']!, '203.0.113.1', agent)).toBe('127.0.0.1')
  })

  it('should do nothing when no proxy is trusted', () => {
    expect(visitorAddressFromProxies('')).toBeUndefined()
  })
})
