import { readAnswer } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import { describe, expect, it } from 'vitest'
import { paymentStatusView } from './paymentStatusView'

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

/** The answer as the page reads it: the contract's schema, then the page's view; null when unreadable. */
async function read(body: unknown) {
  const answer = await readAnswer(API.paymentStatus, body)
  return answer ? paymentStatusView(answer.data) : null
}

describe('the payment status answer', () => {
  it('should read a paid status with its description', async () => {
    expect(await read(paid)).toEqual({
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
      supplierConfirmation: null,
    })
  })

  it("should read a flight's itinerary lines", async () => {
    const lines = ['Outbound', 'DL 72 JFK → ACC: departs …']
    expect((await read({ ...paid, booking_type: 'flight', itinerary: lines }))?.itinerary).toEqual(lines)
  })

  it('should read a payment made by mobile money in cedis', async () => {
    expect((await read({ ...paid, amount: 956_250, currency: 'GHS' }))?.currency).toBe('GHS')
  })

  it('should read a payment refunded since', async () => {
    expect((await read({ ...paid, payment_status: 'refunded' }))?.payment_status).toBe('refunded')
  })

  it('should read the status of a taxi booking', async () => {
    expect((await read({ ...paid, booking_type: 'taxi' }))?.booking_type).toBe('taxi')
  })

  it('should read a pending status without a reference yet', async () => {
    const pending = { ...paid, payment_status: 'unpaid', transaction_status: 'open', booking_reference: null }
    expect((await read(pending))?.booking_reference).toBeNull()
  })

  it('should read why a mobile-money approval failed', async () => {
    const failed = { ...paid, payment_status: 'failed', mobile_money_failure: 'timed_out' }
    expect((await read(failed))?.mobileMoneyFailure).toBe('timed_out')
  })

  it('should refuse an amount that is not whole minor units', async () => {
    expect(await read({ ...paid, amount: 450.5 })).toBeNull()
  })

  it('should refuse an unknown payment status', async () => {
    expect(await read({ ...paid, payment_status: 'disputed' })).toBeNull()
  })

  it('should refuse itinerary lines that are not text', async () => {
    expect(await read({ ...paid, itinerary: ['Outbound', 42] })).toBeNull()
  })

  it('should refuse an answer that is not an object', async () => {
    expect(await read('paid')).toBeNull()
  })
})
