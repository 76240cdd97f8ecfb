import { API_PROCESS_CONTRACTS, patternOf } from '@nexovia/content-schema/api/apiProcess'
import { describe, expect, it } from 'vitest'
import { ownRoutes } from '../routes'
import { apiRoutesFirst } from './apiRoutesFirst'

const keyOf = (endpoint: { custom?: Record<string, unknown> }) => String(endpoint.custom?.contract)
const API_KEYS = API_PROCESS_CONTRACTS.map((contract) => `${contract.method} ${contract.path}`)

describe("the API process's routes first", () => {
  it('should put every API-process root route before the others, the rest in their order', () => {
    const ordered = apiRoutesFirst(ownRoutes.root).map(keyOf)
    const apiOnes = ordered.filter((key) => API_KEYS.includes(key))
    expect(apiOnes.length).toBeGreaterThan(0)
    expect(ordered.slice(0, apiOnes.length)).toEqual(apiOnes)
    // In the order of API_PROCESS_CONTRACTS (the busiest first), not in the routes' own order.
    expect(apiOnes).toEqual(API_KEYS.filter((key) => apiOnes.includes(key)))
    expect(apiOnes[0]).toBe(API_KEYS[0])
    const others = ownRoutes.root.map(keyOf).filter((key) => !API_KEYS.includes(key))
    expect(ordered.slice(apiOnes.length)).toEqual(others)
  })

  it('should change no answer: no other route of the same method matches an API-process path', () => {
    const mounted = [
      ...ownRoutes.root.map((endpoint) => ({ key: keyOf(endpoint), path: `/api${endpoint.path}` })),
      ...Object.entries(ownRoutes.collections).flatMap(([slug, endpoints]) =>
        endpoints.map((endpoint) => ({ key: keyOf(endpoint), path: `/api/${slug}${endpoint.path}` })),
      ),
    ]
    for (const contract of API_PROCESS_CONTRACTS) {
      const sample = contract.path.replace(/:[A-Za-z]+/g, 'sample')
      const overlapping = mounted.filter(
        ({ key, path }) =>
          key !== `${contract.method} ${contract.path}` &&
          key.startsWith(`${contract.method} `) &&
          patternOf(path).test(sample),
      )
      expect(overlapping, contract.path).toEqual([])
    }
  })

  it('should see an overlap when there is one', () => {
    expect(patternOf('/api/payments/:kind/:id').test('/api/payments/status/sample')).toBe(true)
  })
})
