/**
 * A paid flight booking's ticketing (issue 31): one `flight-tickets` record per booking, waiting for
 * tickets from its payment, whatever the number of deliveries of the payment event.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deleteOffers } from '../fixtures/flights.ts'
import { paidFlight } from '../fixtures/paidFlight.ts'
import { testPayload } from '../fixtures/payload.ts'
import { completeCheckout, deleteBookings } from '../fixtures/payments.ts'

let payload: Payload
const emails: string[] = []
const offerIds: string[] = []

const ticketsOf = async (bookingId: number) =>
  (await payload.find({ collection: 'flight-tickets', where: { booking: { equals: bookingId } }, depth: 0 }))
    .docs

const buy = async () => {
  const email = `tickets-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const paid = await paidFlight(payload, { email })
  offerIds.push(paid.itinerary.itinerary_id)
  return paid.booking
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
})

describe('a paid flight booking', () => {
  it('should wait for its tickets at the desk once paid', async () => {
    const booking = await buy()
    const tickets = await ticketsOf(booking.id)
    expect(tickets.map(({ state, source, pnr }) => ({ state, source, pnr }))).toEqual([
      { state: 'waiting', source: 'desk', pnr: null },
    ])
  })

  it('should keep one ticketing record when the payment event comes again', async () => {
    const booking = await buy()
    await completeCheckout(payload, booking.checkoutSessionId!)
    expect((await ticketsOf(booking.id)).length).toBe(1)
  })

  it('should take its ticketing record with it when deleted', async () => {
    const booking = await buy()
    await deleteBookings(payload, [booking.email])
    expect(await ticketsOf(booking.id)).toEqual([])
  })
})
