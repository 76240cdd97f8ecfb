import { describe, expect, it } from 'vitest'
import { ZPaymentStatus } from './payment-status.ts'

const paid = {
  session_id: 'cs_test_abc',
  payment_status: 'paid',
  transaction_status: 'complete',
  booking_reference: 'NX-7K3Q9P',
  amount: 85000,
  currency: 'USD',
  booking_type: 'flight',
  description: 'Abidjan getaway × 2',
}

describe('ZPaymentStatus', () => {
  it('should accept a paid booking', () => {
    expect(ZPaymentStatus.parse(paid)).toEqual(paid)
  })

  it('should accept a pending payment without a booking reference yet', () => {
    const pending = { ...paid, payment_status: 'unpaid', transaction_status: 'open', booking_reference: null }
    expect(ZPaymentStatus.safeParse(pending).success).toBe(true)
  })

  it('should refuse an amount that is not whole minor units', () => {
    expect(ZPaymentStatus.safeParse({ ...paid, amount: 850.5 }).success).toBe(false)
  })
})
