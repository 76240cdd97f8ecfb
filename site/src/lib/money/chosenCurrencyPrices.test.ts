import { REFERENCE_RATES } from '@nexovia/content-schema/core'
import { describe, expect, it } from 'vitest'
import { chosenPriceText, priceElementData } from './chosenCurrencyPrices'

const FROM_850 = { minor: 85_000, currency: 'USD' as const, template: 'From {price}', approx: '≈ {price}' }

describe('chosenPriceText', () => {
  it('should give a dollar price in the chosen cedis, marked as converted, in whole units', () => {
    expect(chosenPriceText(FROM_850, 'GHS', REFERENCE_RATES, 'en')).toMatch(/^From ≈ GHS\s9,265$/)
  })

  it('should leave a price already in the chosen currency alone', () => {
    expect(chosenPriceText(FROM_850, 'USD', REFERENCE_RATES, 'en')).toBeNull()
  })
})

describe('priceElementData', () => {
  it('should read the data attributes, and refuse an unknown currency', () => {
    const dataset = {
      priceMinor: '85000',
      priceCurrency: 'USD',
      priceTemplate: 'From {price}',
      priceApprox: '≈ {price}',
    }
    expect([priceElementData(dataset), priceElementData({ ...dataset, priceCurrency: 'BTC' })]).toEqual([
      FROM_850,
      null,
    ])
  })
})
