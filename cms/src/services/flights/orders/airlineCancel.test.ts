import { describe, expect, it } from 'vitest'
import { travellerRefund } from './airlineCancel'

describe('travellerRefund', () => {
  it('should give back the airline refund as it is in the booking currency', () => {
    expect(
      travellerRefund({ amount: 9080, currency: 'USD' }, { id: 1, amount: 81240, currency: 'USD' }),
    ).toBe(9080)
  })

  it('should never give back more than the traveller paid', () => {
    expect(
      travellerRefund({ amount: 90000, currency: 'USD' }, { id: 1, amount: 81240, currency: 'USD' }),
    ).toBe(81240)
  })

  it('should convert a refund in dollars to a booking paid in CFA francs', () => {
    const refund = travellerRefund(
      { amount: 10000, currency: 'USD' },
      { id: 1, amount: 600000, currency: 'XOF' },
    )
    expect(refund).toBeGreaterThan(50000)
  })

  it('should leave to the team a refund in a currency the site does not hold', () => {
    expect(
      travellerRefund({ amount: 9080, currency: 'GBP' }, { id: 1, amount: 81240, currency: 'USD' }),
    ).toBeUndefined()
  })
})
