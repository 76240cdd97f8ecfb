import { REFERENCE_RATES, type TRateTable } from '@nexovia/content-schema/core'
import { describe, expect, it } from 'vitest'
import { formatRateDate, priceEquivalents } from './priceEquivalents'

const RATES: TRateTable = { ...REFERENCE_RATES, XOF: { perUsd: 600, setOn: '2026-11-20', source: 'test' } }
// ICU separates French groups and currency symbols with no-break spaces: compare them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('priceEquivalents', () => {
  it('should show a dollar fare in CFA francs with the rate date for a visitor who chose XOF', () => {
    const [line] = priceEquivalents(85000, 'USD', { currency: 'XOF', rates: RATES }, 'fr')
    expect([plain(line?.price ?? ''), line?.date]).toEqual(['510 000 F CFA', '20 nov. 2026'])
  })

  it('should add the destination currency after the visitor one', () => {
    const lines = priceEquivalents(85000, 'USD', { currency: 'EUR', rates: RATES }, 'en', 'GHS')
    expect(lines.map((line) => line.currency)).toEqual(['EUR', 'GHS'])
  })

  it('should show nothing when the visitor sees the price in its own currency and there is no destination', () => {
    expect(priceEquivalents(85000, 'USD', { currency: 'USD', rates: RATES }, 'en')).toEqual([])
  })

  it('should show the destination currency once when the visitor chose it too', () => {
    const lines = priceEquivalents(85000, 'USD', { currency: 'XOF', rates: RATES }, 'en', 'XOF')
    expect(lines).toHaveLength(1)
  })
})

describe('formatRateDate', () => {
  it('should write the day alone for a fresh rate', () => {
    expect(formatRateDate('2026-11-25', 'en', false)).toBe('Nov 25, 2026')
  })

  it('should say in words that a stale rate is out of date, not count its days', () => {
    expect([formatRateDate('2025-11-20', 'en', true), formatRateDate('2025-11-20', 'fr', true)]).toEqual([
      'Nov 20, 2025, out of date',
      '20 nov. 2025, non actualisé',
    ])
  })
})
