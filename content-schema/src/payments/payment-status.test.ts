import { describe, expect, it } from 'vitest'
import { ZPaymentStatus } from './payment-status.ts'

const paid = {
  paymentStatus: 'paid',
  transactionStatus: 'complete',
  bookingReference: 'NX7K3Q9P',
  amount: 85000,
  currency: 'USD',
  bookingType: 'flight',
}

describe('ZPaymentStatus', () => {
  it('should accept a paid booking', () => {
    expect(ZPaymentStatus.parse(paid)).toEqual(paid)
  })

  it('should accept a pending payment without a booking reference yet', () => {
    const pending = { ...paid, paymentStatus: 'unpaid', transactionStatus: 'open', bookingReference: null }
    expect(ZPaymentStatus.safeParse(pending).success).toBe(true)
  })

  it('should refuse an amount that is not whole minor units', () => {
    expect(ZPaymentStatus.safeParse({ ...paid, amount: 850.5 }).success).toBe(false)
  })
})
