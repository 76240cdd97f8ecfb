import { REFERENCE_RATES, type TRateTable } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import type { BookingDraft } from './bookingDraft'
import { fixCharge } from './chargeCurrency'

const draft: BookingDraft = {
  type: 'flight',
  amount: 85000,
  currency: 'USD',
  destination: 'Accra',
  itemName: 'ACC',
  itemDetails: '1 passenger',
}
const RATES: TRateTable = { ...REFERENCE_RATES, GHS: { perUsd: 11.25, setOn: '2026-11-19', source: 'test' } }

describe('fixCharge', () => {
  it('should charge mobile money in cedis at the rate of checkout and keep the price, rate and date', () => {
    expect(fixCharge(draft, 'mobile_money', 'GHS', RATES)).toMatchObject({
      amount: 956250,
      currency: 'GHS',
      priceAmount: 85000,
      priceCurrency: 'USD',
      rate: 11.25,
      rateSetOn: '2026-11-19',
    })
  })

  it('should keep the amount fixed at checkout when the rates change afterwards', () => {
    const fixed = fixCharge(draft, 'mobile_money', 'GHS', RATES)
    const later: TRateTable = { ...RATES, GHS: { perUsd: 13, setOn: '2026-11-25', source: 'test' } }
    fixCharge(draft, 'mobile_money', 'GHS', later)
    expect(fixed.amount).toBe(956250)
  })

  it('should charge mobile money in CFA francs when the traveller asked for dollars', () => {
    expect(fixCharge(draft, 'mobile_money', 'USD', RATES).currency).toBe('XOF')
  })

  it('should leave a card payment in dollars as priced', () => {
    expect(fixCharge(draft, 'card', undefined, RATES)).toEqual({ ...draft, paymentMethod: 'card' })
  })
})
