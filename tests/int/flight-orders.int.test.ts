/**
 * A paid flight sold from a Duffel offer becomes a Duffel order (issue 31, item 1), against the Duffel
 * double through the real @duffel/api client: once under concurrent payment events and two cms
 * processes, refunded in full once when the airline refuses, never ordered twice after a slow answer,
 * and handed to the ticketing desk when the answer stays unknown. Offline, nothing is ordered.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { duffelOrders } from '../../cms/src/services/flights/duffel/duffelOrders.ts'
import { duffelProvider } from '../../cms/src/services/flights/duffel/duffelProvider.ts'
import { useFlightProvider } from '../../cms/src/services/flights/flightEngine.ts'
import {
  orderFlightTicket,
  orderWaitingTickets,
} from '../../cms/src/services/flights/orders/airlineTicketing.ts'
import { useFlightOrders } from '../../cms/src/services/flights/orders/configuredOrders.ts'
import { ORDER_FLIGHT_TICKETS_TASK } from '../../cms/src/services/flights/orders/orderFlightTicketsTask.ts'
import { MAX_ORDER_ATTEMPTS } from '../../cms/src/services/flights/orders/orderTicket.ts'
import { ORDER_LEASE_MS } from '../../cms/src/services/flights/orders/ticketOrderStore.ts'
import { runQueueOnce } from '../../cms/src/services/jobs/scheduledJobs.ts'
import { PAYMENTS_QUEUE } from '../../cms/src/services/payments/housekeeping/expireBookingsTask.ts'
import { testGateway } from '../../cms/src/services/payments/providers/test/testGateway.ts'
import {
  completion,
  completionIn,
  OFFER_AS_SOLD,
  orderAsSent,
  pendingDuffelBooking,
  settledTicket,
} from '../fixtures/duffelBooking.ts'
import { orderIdFor, startDuffelDouble } from '../fixtures/duffelDouble.ts'
import { deleteOffers } from '../fixtures/flights.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings } from '../fixtures/payments.ts'
import { secondCmsProcess } from '../fixtures/secondProcess.ts'

let payload: Payload
let second: Payload
let duffel: Awaited<ReturnType<typeof startDuffelDouble>>
const emails: string[] = []
const offerIds: string[] = []

const OFFER = 'GET /air/offers/off_0000AuJxDqj6ZSMwqpyHdA'
const ORDERS = 'POST /air/orders'
const LIST = 'GET /air/orders'

const listOf = (reference: string) => (json: Record<string, unknown>) => ({
  ...json,
  data: (json.data as Record<string, unknown>[]).map((order) => ({
    ...order,
    metadata: { nexovia_booking: reference },
  })),
})

const ordersPosted = () =>
  duffel.received.filter((request) => request.method === 'POST' && request.url === '/air/orders')
const ticketOf = async (bookingId: number) =>
  (await payload.find({ collection: 'flight-tickets', where: { booking: { equals: bookingId } }, depth: 0 }))
    .docs[0]!
const made = { emails, offerIds }
const pendingDuffel = () => pendingDuffelBooking(payload, duffel, made)
const settled = (bookingId: number) => settledTicket(payload, bookingId)
const completionInSecond = (booking: Parameters<typeof completion>[0]) => completionIn(second, booking)

beforeAll(async () => {
  payload = await testPayload()
  second = await secondCmsProcess()
  duffel = await startDuffelDouble()
})

afterEach(async () => {
  vi.restoreAllMocks()
  useFlightProvider(undefined)
  useFlightOrders()
  duffel.reset()
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
})

afterAll(async () => {
  await duffel.stop()
})

const useDuffel = (timeoutMs = 2_000) => {
  useFlightProvider(duffelProvider({ token: 'duffel_test_double', basePath: duffel.url }))
  useFlightOrders(duffelOrders({ token: 'duffel_test_double', basePath: duffel.url, timeoutMs }))
}

describe('a paid Duffel flight', () => {
  it('should be ordered once under 5 concurrent payment events in two processes, with its PNR and e-ticket', async () => {
    useDuffel()
    const booking = await pendingDuffel()
    duffel.answer(OFFER, OFFER_AS_SOLD)
    // The first order takes a moment at the airline; Duffel sells an offer once.
    let orders = 0
    duffel.answer(ORDERS, (body) =>
      orders++ === 0
        ? { ...orderAsSent(body), delayMs: 300 }
        : { status: 422, fixture: 'offer-no-longer-available.json' },
    )
    await Promise.all([
      completion(booking),
      completion(booking),
      completion(booking),
      completionInSecond(booking),
      completionInSecond(booking),
      orderWaitingTickets(payload),
      orderWaitingTickets(second),
    ])
    const ticket = await settled(booking.id)
    const confirmed = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect([ordersPosted().length, ticket.state, ticket.source, ticket.pnr, ticket.duffelOrderId]).toEqual([
      1,
      'ticketed',
      'duffel',
      'RZPNX8',
      orderIdFor(confirmed.reference ?? ''),
    ])
    expect([ticket.eTickets?.map(({ number }) => number), confirmed.status]).toEqual([
      ['0062430815161'],
      'confirmed',
    ])
  })

  it('should name the order after the booking and pay it from the Duffel balance at the offer price', async () => {
    useDuffel()
    const booking = await pendingDuffel()
    duffel.answer(OFFER, OFFER_AS_SOLD)
    duffel.answer(ORDERS, { status: 201, fixture: 'order.json' })
    await completion(booking)
    await settled(booking.id)
    const { data } = ordersPosted()[0]!.body as { data: Record<string, unknown> }
    expect([data.type, data.payments, data.metadata]).toEqual([
      'instant',
      [{ type: 'balance', amount: '812.40', currency: 'USD' }],
      { nexovia_booking: (await bookingOf(payload, booking.checkoutSessionId!)).reference },
    ])
  })

  it('should refund in full once, through the gateway asked once, when the airline no longer sells the offer', async () => {
    useDuffel()
    const refund = vi.spyOn(testGateway, 'refund')
    const booking = await pendingDuffel()
    duffel.answer(OFFER, OFFER_AS_SOLD)
    duffel.answer(ORDERS, { status: 422, fixture: 'offer-no-longer-available.json' })
    await Promise.all([completion(booking), completionInSecond(booking), orderWaitingTickets(second)])
    const ticket = await settled(booking.id)
    await Promise.all([orderFlightTicket(payload, booking.id), orderWaitingTickets(second)])
    const refunded = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect([ticket.state, refunded.status, refunded.refundedAmount, refund.mock.calls.length]).toEqual([
      'refused',
      'refunded',
      booking.amount,
      1,
    ])
  })

  it('should mail the traveller that the airline refused and the whole amount is refunded', async () => {
    useDuffel()
    const booking = await pendingDuffel()
    duffel.answer(OFFER, OFFER_AS_SOLD)
    duffel.answer(ORDERS, { status: 422, fixture: 'offer-no-longer-available.json' })
    await completion(booking)
    const mail = await waitForMail(process.env.MAIL_API_URL!, booking.email, /could not be ticketed/)
    expect(mail.text).toMatch(/no longer sells the seats[\s\S]*\$812\.40/)
  })

  it('should order nothing and refund when the offer now costs more than the traveller paid', async () => {
    useDuffel()
    const booking = await pendingDuffel()
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    await completion(booking)
    const ticket = await settled(booking.id)
    expect([ticket.state, ticket.refusalReason, ordersPosted().length]).toEqual([
      'refused',
      'airline: price_changed',
      0,
    ])
  })

  it('should read a slow order back instead of ordering it twice', async () => {
    useDuffel(300)
    const booking = await pendingDuffel()
    const reference = () => booking.reference ?? ''
    duffel.answer(OFFER, OFFER_AS_SOLD)
    // The airline makes the order but answers after the adapter stopped waiting.
    let isMade = false
    duffel.answer(ORDERS, () => {
      isMade = true
      return { status: 201, fixture: 'order.json', delayMs: 1_000 }
    })
    await completion(booking)
    const paid = await bookingOf(payload, booking.checkoutSessionId!)
    await new Promise((resolve) => setTimeout(resolve, 500))
    duffel.answer(LIST, () => ({
      status: 200,
      fixture: isMade ? 'orders-list.json' : 'orders-list-empty.json',
      edit: listOf(paid.reference ?? reference()),
    }))
    const later = new Date(Date.now() + ORDER_LEASE_MS + 1_000)
    const outcomes = await orderWaitingTickets(payload, later)
    const ticket = await ticketOf(booking.id)
    expect([outcomes, ordersPosted().length, ticket.state, ticket.pnr]).toEqual([
      ['ticketed'],
      1,
      'ticketed',
      'RZPNX8',
    ])
  })

  it('should hand the ticket to the desk when the airline still has not answered after the last try', async () => {
    useDuffel()
    const booking = await pendingDuffel()
    duffel.answer(OFFER, OFFER_AS_SOLD)
    duffel.answer(ORDERS, { status: 500, fixture: 'internal-error.json' })
    duffel.answer(LIST, { status: 500, fixture: 'internal-error.json' })
    await completion(booking)
    await new Promise((resolve) => setTimeout(resolve, 300))
    let at = Date.now()
    for (let attempt = 2; attempt <= MAX_ORDER_ATTEMPTS; attempt += 1) {
      at += ORDER_LEASE_MS + 1_000
      await orderWaitingTickets(payload, new Date(at))
    }
    const ticket = await ticketOf(booking.id)
    expect([ticket.state, ticket.source, ticket.orderAttempts]).toEqual([
      'waiting',
      'desk',
      MAX_ORDER_ATTEMPTS,
    ])
  })

  it('should stay at the desk, ordered from nowhere, when Duffel is not configured for orders', async () => {
    useDuffel()
    const booking = await pendingDuffel()
    useFlightOrders(undefined)
    await completion(booking)
    await orderWaitingTickets(payload)
    const ticket = await ticketOf(booking.id)
    expect([ticket.state, ticket.source, ordersPosted().length]).toEqual(['waiting', 'desk', 0])
  })

  it('should be swept each minute by a job of the payments queue', async () => {
    useDuffel()
    const job = await payload.jobs.queue({
      task: ORDER_FLIGHT_TICKETS_TASK,
      input: {},
      queue: PAYMENTS_QUEUE,
    })
    expect(await runQueueOnce(payload, PAYMENTS_QUEUE)).toContain(String(job.id))
  })
})
