import { REFERENCE_RATES, type TRateTable } from '@nexovia/content-schema/core'
import { describe, expect, it } from 'vitest'
import { displayPrice } from './displayPrice'

const RATES: TRateTable = { ...REFERENCE_RATES, XOF: { perUsd: 600, setOn: '2026-11-20', source: 'test' } }
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('displayPrice', () => {
  it('should show a dollar fare first in whole CFA francs, with the dollar price and the rate date beside', () => {
    const shown = displayPrice({
      minor: 85050,
      currency: 'USD',
      view: { currency: 'XOF', rates: RATES },
      locale: 'fr',
    })
    expect([plain(shown.main), plain(shown.fare), shown.rateDate, shown.isConverted]).toEqual([
      '510 300 F CFA',
      '850,50 $US',
      '20 nov. 2026',
      true,
    ])
  })

  it('should keep the fare as the main price for a visitor who shows its own currency', () => {
    const shown = displayPrice({
      minor: 85000,
      currency: 'USD',
      view: { currency: 'USD', rates: RATES },
      locale: 'en',
    })
    expect([shown.main, shown.isConverted, shown.rateDate]).toEqual(['$850.00', false, ''])
  })

  it('should not repeat the chosen currency as a destination line', () => {
    const shown = displayPrice({
      minor: 85000,
      currency: 'USD',
      view: { currency: 'XOF', rates: RATES },
      locale: 'en',
      destination: 'XOF',
    })
    expect(shown.equivalents).toEqual([])
  })

  it('should add the destination currency when the visitor chose another', () => {
    const shown = displayPrice({
      minor: 85000,
      currency: 'USD',
      view: { currency: 'EUR', rates: RATES },
      locale: 'en',
      destination: 'GHS',
    })
    expect(shown.equivalents.map((line) => line.currency)).toEqual(['GHS'])
  })
})
