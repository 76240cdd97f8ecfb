import { describe, expect, it } from 'vitest'
import { clientAddressBehindProxies, parseTrustedProxies } from './trustedProxies.ts'

const trusted = parseTrustedProxies('10.0.0.2, 10.0.0.3')

describe('clientAddressBehindProxies', () => {
  it('should take the socket peer when no proxy is trusted', () => {
    expect(clientAddressBehindProxies('10.0.0.2', '203.0.113.7', parseTrustedProxies(undefined))).toBe(
      '10.0.0.2',
    )
  })

  it('should ignore X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddressBehindProxies('198.51.100.9', '203.0.113.7', trusted)).toBe('198.51.100.9')
  })

  it('should take the address a trusted balancer appended', () => {
    expect(clientAddressBehindProxies('10.0.0.2', '203.0.113.7', trusted)).toBe('203.0.113.7')
  })

  it('should not believe what the client put left of the balancer', () => {
    expect(clientAddressBehindProxies('10.0.0.2', '1.2.3.4, 203.0.113.7', trusted)).toBe('203.0.113.7')
  })

  it('should skip every trusted hop from the right, across repeated headers', () => {
    expect(clientAddressBehindProxies('10.0.0.2', ['1.2.3.4, 203.0.113.7', '10.0.0.3'], trusted)).toBe(
      '203.0.113.7',
    )
  })

  it('should compare IPv4-mapped IPv6 peers as IPv4', () => {
    expect(clientAddressBehindProxies('::ffff:10.0.0.2', '203.0.113.7', trusted)).toBe('203.0.113.7')
  })

  it('should keep the peer of a trusted proxy that sent no header', () => {
    expect(clientAddressBehindProxies('10.0.0.3', undefined, trusted)).toBe('10.0.0.3')
  })

  it('should take the left-most hop when every hop is a trusted proxy', () => {
    expect(clientAddressBehindProxies('10.0.0.2', '10.0.0.3, 10.0.0.2', trusted)).toBe('10.0.0.3')
  })
})
