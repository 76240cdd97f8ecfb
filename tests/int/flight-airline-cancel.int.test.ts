/**
 * A flight ticketed through a Duffel order is cancelled from /manage-booking at the airline's own quote
 * (issue 31, item 3 with Duffel): the refund is quoted first and changes nothing, a confirm at the
 * shown refund cancels the order and refunds that amount once, a confirm at another amount cancels
 * nothing; the US 24-hour rule's free cancel is not offered for it.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { duffelOrders } from '../../cms/src/services/flights/duffel/duffelOrders.ts'
import { duffelProvider } from '../../cms/src/services/flights/duffel/duffelProvider.ts'
import { useFlightProvider } from '../../cms/src/services/flights/flightEngine.ts'
import { useFlightOrders } from '../../cms/src/services/flights/orders/configuredOrders.ts'
import { testGateway } from '../../cms/src/services/payments/providers/test/testGateway.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import {
  completion,
  OFFER_AS_SOLD,
  orderAsSent,
  pendingDuffelBooking,
  settledTicket,
} from '../fixtures/duffelBooking.ts'
import { startDuffelDouble } from '../fixtures/duffelDouble.ts'
import { deleteOffers } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings } from '../fixtures/payments.ts'

let payload: Payload
let duffel: Awaited<ReturnType<typeof startDuffelDouble>>
const emails: string[] = []
const offerIds: string[] = []

const QUOTE = 'POST /air/order_cancellations'
const CONFIRM = 'POST /air/order_cancellations/ore_00009qzZWzjDipIkqpaUAj/actions/confirm'
/** The recorded quote gives back 90.80 USD. */
const QUOTED_REFUND = 9080

const confirmations = () => duffel.received.filter((request) => request.url.endsWith('/actions/confirm'))

/** A booking paid and ticketed through a Duffel order, with what the manage page sends for it. */
async function ticketedBooking() {
  const pending = await pendingDuffelBooking(payload, duffel, { emails, offerIds })
  duffel.answer('GET /air/offers/off_0000AuJxDqj6ZSMwqpyHdA', OFFER_AS_SOLD)
  duffel.answer('POST /air/orders', orderAsSent)
  await completion(pending)
  const booking = await bookingOf(payload, pending.checkoutSessionId!)
  await settledTicket(payload, booking.id)
  duffel.answer(QUOTE, { status: 201, fixture: 'order-cancellation-quote.json' })
  duffel.answer(CONFIRM, { status: 200, fixture: 'order-cancellation-confirmed.json' })
  return { booking, lookup: { reference: booking.reference!, email: booking.email } }
}

const post = (path: string, body: Record<string, unknown>) =>
  callApi(`/bookings/lookup${path}`, { method: 'POST', body, ip: uniqueIp() })

beforeAll(async () => {
  payload = await testPayload()
  duffel = await startDuffelDouble()
  useFlightProvider(duffelProvider({ token: 'duffel_test_double', basePath: duffel.url }))
  useFlightOrders(duffelOrders({ token: 'duffel_test_double', basePath: duffel.url, timeoutMs: 2_000 }))
})

afterEach(async () => {
  vi.restoreAllMocks()
  duffel.reset()
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
})

afterAll(async () => {
  useFlightProvider(undefined)
  useFlightOrders()
  await duffel.stop()
})

describe('cancelling a Duffel-ticketed flight from manage-booking', () => {
  it('should offer the airline cancel instead of the 24-hour rule', async () => {
    const { lookup } = await ticketedBooking()
    const { json } = await post('', lookup)
    const found = json.booking as { airline_cancel?: boolean; cancellation: { kind: string } }
    expect([found.airline_cancel, found.cancellation.kind]).toEqual([true, 'contact'])
  })

  it('should quote the airline refund and change nothing', async () => {
    const { booking, lookup } = await ticketedBooking()
    const { status, json } = await post('/airline-cancel/quote', lookup)
    const ticket = await settledTicket(payload, booking.id)
    expect([status, json.refund, ticket.state, confirmations().length]).toEqual([
      200,
      { amount: QUOTED_REFUND, currency: 'USD' },
      'ticketed',
      0,
    ])
  })

  it('should cancel the order and refund the quoted amount once when confirmed at the shown refund', async () => {
    const refund = vi.spyOn(testGateway, 'refund')
    const { booking, lookup } = await ticketedBooking()
    const answers = await Promise.all([
      post('/airline-cancel', { ...lookup, refund_amount: QUOTED_REFUND }),
      post('/airline-cancel', { ...lookup, refund_amount: QUOTED_REFUND }),
    ])
    const after = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    const ticket = await settledTicket(payload, booking.id)
    expect([
      answers.map(({ status }) => status).sort(),
      confirmations().length,
      refund.mock.calls.map(([input]) => input.amount),
      after.status,
      after.refundedAmount,
      ticket.state,
    ]).toEqual([[200, 409], 1, [QUOTED_REFUND], 'refunded', QUOTED_REFUND, 'cancelled'])
  })

  it('should cancel nothing when the airline now refunds another amount than the one shown', async () => {
    const { booking, lookup } = await ticketedBooking()
    const { status, json } = await post('/airline-cancel', { ...lookup, refund_amount: QUOTED_REFUND + 1 })
    const after = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect([status, json.message, confirmations().length, after.status]).toEqual([
      409,
      'manage.airlineCancel.changed',
      0,
      'confirmed',
    ])
  })
})
