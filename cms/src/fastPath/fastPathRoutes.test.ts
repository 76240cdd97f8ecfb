import { describe, expect, it } from 'vitest'
import { ownRoutes } from '../routes'
import { FAST_PATH_CONTRACTS, fastPathFirst, patternOf } from './fastPathRoutes'

const keyOf = (endpoint: { custom?: Record<string, unknown> }) => String(endpoint.custom?.contract)
const FAST_KEYS = FAST_PATH_CONTRACTS.map((contract) => `${contract.method} ${contract.path}`)

describe('the fast-path routes first', () => {
  it('should put every fast-path root route before the others, the rest in their order', () => {
    const ordered = fastPathFirst(ownRoutes.root).map(keyOf)
    const fastOnes = ordered.filter((key) => FAST_KEYS.includes(key))
    expect(fastOnes.length).toBeGreaterThan(0)
    expect(ordered.slice(0, fastOnes.length)).toEqual(fastOnes)
    // In the order of FAST_PATH_CONTRACTS (the busiest first), not in the routes' own order.
    expect(fastOnes).toEqual(FAST_KEYS.filter((key) => fastOnes.includes(key)))
    expect(fastOnes[0]).toBe(FAST_KEYS[0])
    const others = ownRoutes.root.map(keyOf).filter((key) => !FAST_KEYS.includes(key))
    expect(ordered.slice(fastOnes.length)).toEqual(others)
  })

  it('should change no answer: no other route of the same method matches a fast-path path', () => {
    const mounted = [
      ...ownRoutes.root.map((endpoint) => ({ key: keyOf(endpoint), path: `/api${endpoint.path}` })),
      ...Object.entries(ownRoutes.collections).flatMap(([slug, endpoints]) =>
        endpoints.map((endpoint) => ({ key: keyOf(endpoint), path: `/api/${slug}${endpoint.path}` })),
      ),
    ]
    for (const contract of FAST_PATH_CONTRACTS) {
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
