import { describe, expect, it } from 'vitest'
import { REFERENCE_RATES } from './exchange-rates.ts'
import { chargeProblem, isOutsideRateBound, isRateStale, rateAgeDays, withStaleness } from './rate-bounds.ts'

describe('isOutsideRateBound', () => {
  it.each([
    [603, 0.603, true],
    [700, 603, true],
    [690, 603, false],
    [513, 603, false],
    [0.000001, 603, true],
  ])('should judge %d against %d as outside: %s', (next, previous, expected) => {
    expect(isOutsideRateBound(next, previous)).toBe(expected)
  })
})

describe('rate age', () => {
  it('should count whole days since the day a rate was set', () => {
    expect(rateAgeDays('2026-11-20', new Date('2026-11-27T23:59:00Z'))).toBe(7)
  })

  it('should call a rate stale only past the configured age', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    expect([isRateStale('2026-11-20', now, 7), isRateStale('2026-11-19', now, 7)]).toEqual([false, true])
  })

  it('should mark every currency but the dollar', () => {
    const marked = withStaleness(REFERENCE_RATES, new Date('2026-11-27T00:00:00Z'))
    expect([marked.USD.isStale, marked.XOF.isStale]).toEqual([false, true])
  })
})

describe('chargeProblem', () => {
  const price = { amount: 124_900, currency: 'USD' as const }

  it('should refuse a charge of nothing', () => {
    expect(chargeProblem({ amount: 0, currency: 'XOF', price, rates: REFERENCE_RATES })).toBe('zero')
  })

  it("should refuse less than the provider's minimum", () => {
    expect(chargeProblem({ amount: 99, currency: 'XOF', rates: REFERENCE_RATES })).toBe('below_minimum')
  })

  it('should refuse a charge worth more than 2 % less than the price at the reference rates', () => {
    const charged = Math.round(1249 * REFERENCE_RATES.XOF.perUsd * 0.97)
    expect(chargeProblem({ amount: charged, currency: 'XOF', price, rates: REFERENCE_RATES })).toBe(
      'off_reference',
    )
  })

  it('should accept a charge converted at the reference rate', () => {
    const charged = Math.round(1249 * REFERENCE_RATES.XOF.perUsd)
    expect(chargeProblem({ amount: charged, currency: 'XOF', price, rates: REFERENCE_RATES })).toBeNull()
  })
})
