import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { clientAddress, PEER_HEADER, PROXY_TOKEN_HEADER, proxyToken } from './clientAddress'

const request = (headers: Record<string, string>) =>
  new Request('http://cms.test/api/x', { headers }) as unknown as PayloadRequest

describe('clientAddress', () => {
  process.env.REVALIDATE_SECRET = 'unit-test-secret'

  it('should take the first address the site forwarded, with its proxy token', () => {
    const fromSite = request({
      'x-forwarded-for': '198.51.100.7, 10.0.0.1',
      [PROXY_TOKEN_HEADER]: proxyToken() ?? '',
      [PEER_HEADER]: '127.0.0.1',
    })
    expect(clientAddress(fromSite)).toBe('198.51.100.7')
  })

  it('should take the socket address when X-Forwarded-For comes without the token', () => {
    const forged = request({ 'x-forwarded-for': '198.51.100.7', [PEER_HEADER]: '203.0.113.9' })
    expect(clientAddress(forged)).toBe('203.0.113.9')
  })

  it('should refuse a wrong proxy token', () => {
    const forged = request({
      'x-forwarded-for': '198.51.100.7',
      [PROXY_TOKEN_HEADER]: 'guessed',
      [PEER_HEADER]: '203.0.113.9',
    })
    expect(clientAddress(forged)).toBe('203.0.113.9')
  })
})
