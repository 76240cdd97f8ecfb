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

  it('should never expire a confirmed booking', () => {
    expect(nextBookingStatus('confirmed', 'session_expired')).toBeNull()
  })

  it('should never confirm a cancelled booking', () => {
    expect(nextBookingStatus('cancelled', 'payment_succeeded')).toBeNull()
  })
})

describe('statusesAccepting', () => {
  it('should list the statuses a successful payment confirms', () => {
    expect(statusesAccepting('payment_succeeded')).toEqual(['pending', 'expired', 'failed'])
  })
})

describe('paymentStatusOf', () => {
  it('should answer paid and complete for a confirmed booking', () => {
    expect(paymentStatusOf('confirmed')).toEqual({ payment_status: 'paid', transaction_status: 'complete' })
  })

  it('should answer unpaid and expired for an expired booking', () => {
    expect(paymentStatusOf('expired')).toEqual({ payment_status: 'unpaid', transaction_status: 'expired' })
  })
})
