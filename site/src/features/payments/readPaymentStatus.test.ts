import { describe, expect, it } from 'vitest'
import { readPaymentStatus } from './readPaymentStatus'

const paid = {
  session_id: 'cs_test_1',
  payment_status: 'paid',
  transaction_status: 'complete',
  booking_reference: 'NX-7K3Q9P',
  amount: 45_000,
  currency: 'XOF',
  booking_type: 'hotel',
  description: 'Hôtel Ivoire, 3 nuits',
}

describe('readPaymentStatus', () => {
  it('should read a paid status with its description', () => {
    expect(readPaymentStatus(paid)).toEqual({
      payment_status: 'paid',
      transaction_status: 'complete',
      booking_reference: 'NX-7K3Q9P',
      amount: 45_000,
      currency: 'XOF',
      booking_type: 'hotel',
      description: 'Hôtel Ivoire, 3 nuits',
      itinerary: [],
      pickups: [],
      mobileMoneyFailure: null,
    })
  })

  it("should read a flight's itinerary lines and drop anything but text", () => {
    const lines = ['Outbound', 'DL 72 JFK → ACC: departs …', 42]
    expect(readPaymentStatus({ ...paid, booking_type: 'flight', itinerary: lines })?.itinerary).toEqual([
      'Outbound',
      'DL 72 JFK → ACC: departs …',
    ])
  })

  it('should read a payment made by mobile money in cedis', () => {
    expect(readPaymentStatus({ ...paid, amount: 956_250, currency: 'GHS' })?.currency).toBe('GHS')
  })

  it('should read a payment refunded since', () => {
    expect(readPaymentStatus({ ...paid, payment_status: 'refunded' })?.payment_status).toBe('refunded')
  })

  it('should read the status of a taxi booking', () => {
    expect(readPaymentStatus({ ...paid, booking_type: 'taxi' })?.booking_type).toBe('taxi')
  })

  it('should read a pending status without a reference yet', () => {
    const pending = { ...paid, payment_status: 'unpaid', transaction_status: 'open', booking_reference: null }
    expect(readPaymentStatus(pending)?.booking_reference).toBeNull()
  })

  it('should refuse an amount that is not whole minor units', () => {
    expect(readPaymentStatus({ ...paid, amount: 450.5 })).toBeNull()
  })

  it('should refuse an unknown payment status', () => {
    expect(readPaymentStatus({ ...paid, payment_status: 'disputed' })).toBeNull()
  })

  it('should refuse an answer that is not an object', () => {
    expect(readPaymentStatus('paid')).toBeNull()
  })
})

describe('readPaymentStatus mobile money', () => {
  it('should read why a mobile-money approval failed', () => {
    const failed = {
      session_id: 'cs_test_1',
      payment_status: 'failed',
      transaction_status: 'failed',
      booking_reference: null,
      amount: 510000,
      currency: 'XOF',
      booking_type: 'flight',
      description: 'x',
      mobile_money_failure: 'timed_out',
    }
    expect(readPaymentStatus(failed)?.mobileMoneyFailure).toBe('timed_out')
  })
})
