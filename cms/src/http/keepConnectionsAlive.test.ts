import { readFileSync } from 'node:fs'
import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { KEEP_ALIVE_MS, keepConnectionsAlive } from './keepConnectionsAlive'

/** Every `timeout <name> <n>s` of the balancer's configuration, in ms. */
function balancerTimeouts(): number[] {
  const config = readFileSync(new URL('../../../deploy/haproxy.cfg', import.meta.url), 'utf8')
  return [...config.matchAll(/^\s*timeout [\w-]+ (\d+)s\b/gm)].map(([, seconds]) => Number(seconds) * 1000)
}

function get(url: string, agent: Agent): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent }, (answer) => {
      answer.resume()
      answer.on('end', () => resolve(sent.reusedSocket))
    })
    sent.on('error', reject)
    sent.end()
  })
}

describe('keepConnectionsAlive', () => {
  it('keeps idle connections open longer than the balancer keeps any', () => {
    const timeouts = balancerTimeouts()
    expect(timeouts.length).toBeGreaterThan(0)
    expect(KEEP_ALIVE_MS).toBeGreaterThan(Math.max(...timeouts))
  })

  it('lets a client reuse its connection after more than Node’s default 5 s (and its 1 s buffer) of quiet', async () => {
    const server = keepConnectionsAlive(createServer((_req, res) => res.end('ok')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      expect(await get(url, agent)).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 7_000))
      expect(await get(url, agent)).toBe(true)
    } finally {
      agent.destroy()
      server.close()
    }
  }, 15_000)
})
