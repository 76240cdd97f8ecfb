import { describe, expect, it } from 'vitest'
import { mobileMoneyOutcome } from './mobileMoneyOutcome'
import type { PaymentStatusView } from './paymentStatusView'

const status = (overrides: Partial<PaymentStatusView>): PaymentStatusView => ({
  payment_status: 'unpaid',
  transaction_status: 'open',
  booking_reference: null,
  amount: 510000,
  currency: 'XOF',
  booking_type: 'flight',
  description: null,
  itinerary: [],
  pickups: [],
  mobileMoneyFailure: null,
  supplierConfirmation: null,
  ...overrides,
})

describe('mobileMoneyOutcome', () => {
  it('should keep waiting while the approval is pending on the phone', () => {
    expect(mobileMoneyOutcome(status({}))).toBe('waiting')
  })

  it('should say approved once the booking is paid', () => {
    expect(mobileMoneyOutcome(status({ payment_status: 'paid', transaction_status: 'complete' }))).toBe(
      'approved',
    )
  })

  it('should tell a timed-out approval from a declined one', () => {
    const failed = status({
      payment_status: 'failed',
      transaction_status: 'failed',
      mobileMoneyFailure: 'timed_out',
    })
    expect(mobileMoneyOutcome(failed)).toBe('timed_out')
  })

  it('should say closed when the session expired meanwhile', () => {
    expect(mobileMoneyOutcome(status({ transaction_status: 'expired' }))).toBe('closed')
  })
})
