import { describe, expect, it } from 'vitest'
import { type EndpointContract, endpointUrl } from './contract.ts'
import { API } from './endpoints.ts'

describe('endpointUrl', () => {
  it('should fill route parameters, encoded', () => {
    expect(endpointUrl(API.moveRide, { id: 7 })).toBe('/api/taxi/admin/rides/7/status')
    expect(endpointUrl(API.paymentStatus, { sessionId: 'cs_a/b' })).toBe('/api/payments/status/cs_a%2Fb')
  })

  it('should refuse a missing route parameter', () => {
    expect(() => endpointUrl(API.moveRide, {})).toThrow('missing route parameter id')
  })

  it('should append the non-empty query values only', () => {
    expect(endpointUrl(API.adminUsers, {}, { search: '', skip: 0, authType: undefined, limit: 50 })).toBe(
      '/api/admin/users?skip=0&limit=50',
    )
  })
})

describe('the API table', () => {
  it('should declare each method and path once', () => {
    const keys = Object.values(API).map((entry) => `${entry.method} ${entry.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('should load every schema it names', async () => {
    const entries: EndpointContract[] = Object.values(API)
    for (const entry of entries) {
      for (const loader of [entry.body, entry.query, entry.answer]) {
        if (!loader) continue
        const schema = (await loader()) as { safeParse?: unknown }
        expect(typeof schema.safeParse, `${entry.method} ${entry.path}`).toBe('function')
      }
    }
  })
})
