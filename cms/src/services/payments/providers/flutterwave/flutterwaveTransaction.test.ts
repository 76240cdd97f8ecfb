import { describe, expect, it } from 'vitest'
import type { FlutterwaveTransaction } from './flutterwaveClient'
import { verifiedPaymentOf } from './flutterwaveTransaction'

const transaction = (overrides: Partial<FlutterwaveTransaction>) =>
  ({
    id: 4193001,
    tx_ref: 'nexovia-42-a1b2c3',
    status: 'successful',
    amount: 120.5,
    currency: 'GHS',
    processor_response: 'Approved',
    ...overrides,
  }) as FlutterwaveTransaction

describe('verifiedPaymentOf', () => {
  it('should make a successful transaction a success of the booking its reference names, in minor units', () => {
    expect(verifiedPaymentOf(transaction({}))).toMatchObject({
      eventId: 'flw_4193001_successful',
      bookingId: 42,
      bookingEvent: 'payment_succeeded',
      charged: { amount: 12050, currency: 'GHS' },
      attemptReference: 'nexovia-42-a1b2c3',
    })
  })

  it('should tell a timed-out approval from a declined one', () => {
    const failed = (processor_response: string) =>
      verifiedPaymentOf(transaction({ status: 'failed', processor_response })).lastPaymentError
    expect([failed('Transaction timed out'), failed('Declined by customer')]).toEqual([
      'mobile_money_timed_out',
      'mobile_money_declined',
    ])
  })

  it('should record a pending transaction without changing the booking', () => {
    expect(verifiedPaymentOf(transaction({ status: 'pending' })).bookingEvent).toBeUndefined()
  })
})
