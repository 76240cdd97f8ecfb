import { describe, expect, it } from 'vitest'
import { nextBookingStatus, paymentStatusOf, statusesAccepting } from './bookingState'

describe('nextBookingStatus', () => {
  it('should confirm a pending booking when the payment succeeds', () => {
    expect(nextBookingStatus('pending', 'payment_succeeded')).toBe('confirmed')
  })

  it('should confirm an expired booking whose payment completion arrives late', () => {
    expect(nextBookingStatus('expired', 'payment_succeeded')).toBe('confirmed')
  })

  it('should mark a pending booking expired when its session expires', () => {
    expect(nextBookingStatus('pending', 'session_expired')).toBe('expired')
  })

  it('should mark a pending booking failed when the payment fails', () => {
    expect(nextBookingStatus('pending', 'payment_failed')).toBe('failed')
  })

  it('should keep a pending booking pending after a refused card', () => {
    expect(nextBookingStatus('pending', 'card_refused')).toBe('pending')
  })

  it('should make a failed booking pending again when another mobile-money charge starts', () => {
    expect(nextBookingStatus('failed', 'charge_retried')).toBe('pending')
  })

  it('should start no new charge on a paid, expired or cancelled booking', () => {
    expect(statusesAccepting('charge_retried')).toEqual(['failed'])
  })

  it('should never expire a confirmed booking', () => {
    expect(nextBookingStatus('confirmed', 'session_expired')).toBeNull()
  })

  it('should never confirm a cancelled booking', () => {
    expect(nextBookingStatus('cancelled', 'payment_succeeded')).toBeNull()
  })

  it('should cancel a pending booking', () => {
    expect(nextBookingStatus('pending', 'cancelled')).toBe('cancelled')
  })

  it('should not cancel a confirmed booking without a refund', () => {
    expect(nextBookingStatus('confirmed', 'cancelled')).toBeNull()
  })

  it('should mark a confirmed booking refunded', () => {
    expect(nextBookingStatus('confirmed', 'refunded')).toBe('refunded')
  })

  it('should mark a cancelled booking refunded when a late payment is given back', () => {
    expect(nextBookingStatus('cancelled', 'refunded')).toBe('refunded')
  })

  it('should never refund a pending booking, which took no money', () => {
    expect(nextBookingStatus('pending', 'refunded')).toBeNull()
  })

  it('should never confirm a refunded booking', () => {
    expect(nextBookingStatus('refunded', 'payment_succeeded')).toBeNull()
  })

  it('should never refund a refunded booking twice', () => {
    expect(nextBookingStatus('refunded', 'refunded')).toBeNull()
  })
})

describe('statusesAccepting', () => {
  it('should list the statuses a successful payment confirms', () => {
    expect(statusesAccepting('payment_succeeded')).toEqual(['pending', 'expired', 'failed'])
  })

  it('should list the statuses staff may cancel without a refund', () => {
    expect(statusesAccepting('cancelled')).toEqual(['pending', 'expired', 'failed'])
  })

  it('should list the statuses a refund applies to', () => {
    expect(statusesAccepting('refunded')).toEqual(['confirmed', 'cancelled'])
  })
})

describe('paymentStatusOf', () => {
  it('should answer paid and complete for a confirmed booking', () => {
    expect(paymentStatusOf('confirmed')).toEqual({ payment_status: 'paid', transaction_status: 'complete' })
  })

  it('should answer unpaid and expired for an expired booking', () => {
    expect(paymentStatusOf('expired')).toEqual({ payment_status: 'unpaid', transaction_status: 'expired' })
  })

  it('should answer refunded and complete for a refunded booking', () => {
    expect(paymentStatusOf('refunded')).toEqual({
      payment_status: 'refunded',
      transaction_status: 'complete',
    })
  })
})
