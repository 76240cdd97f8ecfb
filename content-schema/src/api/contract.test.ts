import { describe, expect, it } from 'vitest'
import { type EndpointContract, endpointUrl, isRateLimitRule } from './contract.ts'
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

describe('the limits of the API table', () => {
  const entries = Object.entries(API) as [string, EndpointContract][]

  it.each(entries)('should declare a limit for %s, or none with a reason', (_name, entry) => {
    const { limit } = entry
    if (isRateLimitRule(limit)) {
      expect(limit.points).toBeGreaterThan(0)
      expect(limit.seconds).toBeGreaterThan(0)
    } else expect(limit.none.trim().length).toBeGreaterThan(10)
  })

  it('should give one rule to every route sharing a bucket', () => {
    const rules = new Map<string, string>()
    for (const { limit } of Object.values(API) as EndpointContract[]) {
      if (!isRateLimitRule(limit) || !limit.name) continue
      const rule = `${limit.points}/${limit.seconds}s counts ${limit.counts ?? 'calls'}`
      expect(rules.get(limit.name) ?? rule, limit.name).toBe(rule)
      rules.set(limit.name, rule)
    }
  })
})

describe('the route parameters of the API table', () => {
  const named = (Object.entries(API) as [string, EndpointContract][]).filter(([, entry]) =>
    entry.path.includes(':'),
  )

  it.each(named)('should give %s a schema for the parameters its path names', async (_name, entry) => {
    const schema = (await entry.params?.()) as { shape?: Record<string, unknown> } | undefined
    const names = [...entry.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1])
    expect(Object.keys(schema?.shape ?? {}).sort()).toEqual(names.sort())
  })
})
