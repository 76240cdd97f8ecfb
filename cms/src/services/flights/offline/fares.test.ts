import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REPRICE_BAND, REPRICE_WINDOW_MS, repricedCents } from './fares'

describe('repricedCents', () => {
  it('should stay within the reprice band of the search price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000_000 }),
        fc.string(),
        fc.integer({ min: 0, max: 4e12 }),
        (base, key, now) => {
          const price = repricedCents(base, key, now)
          return (
            price >= Math.floor(base * (1 - REPRICE_BAND)) && price <= Math.ceil(base * (1 + REPRICE_BAND))
          )
        },
      ),
    )
  })

  it('should give the same price within one quarter hour', () => {
    const start = 1_800_000_000_000 - (1_800_000_000_000 % REPRICE_WINDOW_MS)
    expect(repricedCents(85_000, 'offline|k', start)).toBe(
      repricedCents(85_000, 'offline|k', start + REPRICE_WINDOW_MS - 1),
    )
  })
})
