import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chargeCurrency,
  convertAt,
  currencyOfCountry,
  defaultDisplayCurrency,
  destinationCurrency,
  splitMinor,
} from './currency-rules.ts'
import { CURRENCIES } from './enums.ts'
import { REFERENCE_RATES, type TRateTable } from './exchange-rates.ts'

const RATES: TRateTable = {
  USD: { perUsd: 1, setOn: '2026-11-20', source: 'test' },
  EUR: { perUsd: 0.9, setOn: '2026-11-18', source: 'test' },
  XOF: { perUsd: 0.9 * 655.957, setOn: '2026-11-18', source: 'test' },
  GHS: { perUsd: 11.25, setOn: '2026-11-19', source: 'test' },
  NGN: { perUsd: 1500, setOn: '2026-11-17', source: 'test' },
}

describe('convertAt', () => {
  it('should convert dollars into whole CFA francs, rounded half up', () => {
    // $850.00 × 590.3613 = 501,807.105 F → 501,807 F
    expect(convertAt(85000, 'USD', 'XOF', RATES).minor).toBe(501807)
  })

  it('should convert dollars into pesewas with two decimals', () => {
    // $850.00 × 11.25 = 9,562.50 GHS
    expect(convertAt(85000, 'USD', 'GHS', RATES).minor).toBe(956250)
  })

  it('should round a half pesewa away from zero', () => {
    // $0.02 × 11.25 = 0.225 GHS → 0.23
    expect(convertAt(2, 'USD', 'GHS', RATES).minor).toBe(23)
  })

  it('should date a conversion from dollars by the other currency rate alone', () => {
    expect(convertAt(100, 'USD', 'GHS', RATES).rateSetOn).toBe('2026-11-19')
  })

  it('should give the rate and the older of the two dates', () => {
    const converted = convertAt(100, 'GHS', 'NGN', RATES)
    expect(converted).toMatchObject({ rate: 1500 / 11.25, rateSetOn: '2026-11-17', isConverted: true })
  })

  it('should leave an amount in its own currency unchanged and not marked as converted', () => {
    expect(convertAt(12345, 'XOF', 'XOF', RATES)).toMatchObject({ minor: 12345, rate: 1, isConverted: false })
  })

  it('should give whole minor units for every pair and amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...CURRENCIES),
        (minor, from, to) => Number.isInteger(convertAt(minor, from, to, REFERENCE_RATES).minor),
      ),
    )
  })

  it('should come back within one unit of rounding after a round trip through a finer currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (francs) => {
        const dollars = convertAt(francs, 'XOF', 'USD', RATES).minor
        const back = convertAt(dollars, 'USD', 'XOF', RATES).minor
        // One cent is worth about 5.9 F: the round trip may lose up to half of it.
        return Math.abs(back - francs) <= 3
      }),
    )
  })
})

describe('splitMinor', () => {
  it('should split 1,000 F between three travellers as 334 + 333 + 333', () => {
    expect(splitMinor(1000, [1, 1, 1])).toEqual([334, 333, 333])
  })

  it('should give parts summing to the total for any total and weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 9 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = splitMinor(total, weights)
          return (
            parts.reduce((a, b) => a + b, 0) === total &&
            parts.every((part) => Number.isInteger(part) && part >= 0)
          )
        },
      ),
    )
  })

  it('should keep each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          const sum = weights.reduce((a, b) => a + b, 0)
          return splitMinor(total, weights).every(
            (part, i) => Math.abs(part - (total * (weights[i] ?? 0)) / sum) < 1,
          )
        },
      ),
    )
  })

  it('should refuse weights that sum to nothing', () => {
    expect(() => splitMinor(100, [0, 0])).toThrow(RangeError)
  })
})

describe('currencies of countries', () => {
  it.each([
    ['CI', 'XOF'],
    ['SN', 'XOF'],
    ['GH', 'GHS'],
    ['NG', 'NGN'],
    ['US', 'USD'],
  ])('should show the equivalent in the currency of %s', (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency)
  })

  it('should show no destination equivalent for the United States', () => {
    expect(destinationCurrency('US')).toBeUndefined()
  })

  it('should show Nigerian prices in naira beside dollars', () => {
    expect(destinationCurrency('ng')).toBe('NGN')
  })
})

describe('defaultDisplayCurrency', () => {
  it('should follow the visitor country when the site shows its currency', () => {
    expect(defaultDisplayCurrency('en', 'GH')).toBe('GHS')
  })

  it('should fall back on the language when the country currency is not offered (naira)', () => {
    expect(defaultDisplayCurrency('en', 'NG')).toBe('USD')
  })

  it('should show CFA francs to a French visitor of unknown country', () => {
    expect(defaultDisplayCurrency('fr')).toBe('XOF')
  })

  it('should show euros to a visitor from France', () => {
    expect(defaultDisplayCurrency('fr', 'FR')).toBe('EUR')
  })
})

describe('chargeCurrency', () => {
  it('should charge mobile money in cedis for a traveller seeing cedis', () => {
    expect(chargeCurrency('mobile_money', 'GHS')).toBe('GHS')
  })

  it('should charge mobile money in CFA francs for a traveller seeing dollars', () => {
    expect(chargeCurrency('mobile_money', 'USD')).toBe('XOF')
  })

  it('should charge a card in dollars for a traveller seeing CFA francs', () => {
    expect(chargeCurrency('card', 'XOF')).toBe('USD')
  })
})
