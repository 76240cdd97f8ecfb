/**
 * The US 24-hour rule on /manage-booking (issue 31): a flight to or from the US bought 7 or more days
 * before departure is cancelled online and refunded in full within 24 hours of its payment; anything
 * else goes to the team. The edges are checked against Postgres through the lookup and the cancel.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerBookingKinds } from '../../cms/src/services/bookingKinds.ts'
import { cancelByTraveller } from '../../cms/src/services/payments/refunds/cancelByTraveller.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, paidFlightBooking } from '../fixtures/payments.ts'

let payload: Payload
const emails: string[] = []
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const flight = (from: string, to: string, departsAt: number) => ({
  from,
  to,
  dep: new Date(departsAt).toISOString().replace('Z', '+00:00'),
  arr: new Date(departsAt + 10 * HOUR_MS).toISOString().replace('Z', '+00:00'),
  carrier: 'DL',
  carrier_name: 'Delta Air Lines',
  flight_number: 'DL 1047',
  duration_min: 600,
  aircraft: 'Airbus A330-300',
})

/** A flight booking paid `paidHoursAgo` hours ago, leaving `departsInDays` days after its payment. */
async function bookedFlight(options: {
  paidHoursAgo: number
  departsInDays: number
  route?: [string, string]
}) {
  const email = `rule24-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const paidAt = Date.now() - options.paidHoursAgo * HOUR_MS
  const [from, to] = options.route ?? ['JFK', 'ACC']
  const outbound = [flight(from, to, paidAt + options.departsInDays * DAY_MS)]
  return paidFlightBooking(
    payload,
    email,
    { itinerary: { segments: outbound, return_segments: [] } },
    { paidAt: new Date(paidAt).toISOString() },
  )
}

const call = (path: string, booking: { reference: string; email: string }) =>
  callApi(`/bookings/lookup${path}`, {
    method: 'POST',
    body: { reference: booking.reference, email: booking.email },
    ip: uniqueIp(),
  })

beforeAll(async () => {
  payload = await testPayload()
  registerBookingKinds()
})

afterAll(async () => {
  await deleteBookings(payload, [...emails])
})

describe('the 24-hour rule for a flight', () => {
  it('should offer a free cancel until 24 hours after the payment of a US trip 7 days ahead', async () => {
    const booking = await bookedFlight({ paidHoursAgo: 1, departsInDays: 7 })
    const { json } = await call('', booking)
    const { cancellation } = json.booking as { cancellation: { kind: string; until: string } }
    const paid = await payload.findByID({ collection: 'bookings', id: booking.id })
    expect(cancellation).toEqual({
      kind: 'free',
      until: new Date(Date.parse(paid.paidAt!) + DAY_MS).toISOString(),
    })
  })

  it('should refund it in full when the traveller cancels', async () => {
    const booking = await bookedFlight({ paidHoursAgo: 23, departsInDays: 30 })
    const { status, json } = await call('/cancel', booking)
    expect([status, json.booking]).toEqual([
      200,
      expect.objectContaining({ status: 'refunded', refund: { amount: 85000, currency: 'USD' } }),
    ])
  })

  it('should send a trip bought less than 7 days ahead to the team', async () => {
    const booking = await bookedFlight({ paidHoursAgo: 1, departsInDays: 6.9 })
    expect([(await call('', booking)).json.booking, (await call('/cancel', booking)).status]).toEqual([
      expect.objectContaining({ cancellation: { kind: 'contact' } }),
      409,
    ])
  })

  it('should send the traveller to the team once the 24 hours are over', async () => {
    const booking = await bookedFlight({ paidHoursAgo: 24, departsInDays: 30 })
    expect((await call('/cancel', booking)).status).toBe(409)
  })

  it('should refuse a cancel a minute after the 24 hours and refund one a minute before', async () => {
    const booking = await bookedFlight({ paidHoursAgo: 0, departsInDays: 30 })
    const paidAt = Date.parse((await payload.findByID({ collection: 'bookings', id: booking.id })).paidAt!)
    const at = (minutes: number) => new Date(paidAt + minutes * 60_000)
    const late = await cancelByTraveller(payload, { id: booking.id, type: 'flight' }, at(24 * 60 + 1))
    const inTime = await cancelByTraveller(payload, { id: booking.id, type: 'flight' }, at(24 * 60 - 1))
    expect([late.kind, inTime.kind]).toEqual(['refused', 'refunded'])
  })

  it('should send a trip that never touches the United States to the team', async () => {
    const booking = await bookedFlight({ paidHoursAgo: 1, departsInDays: 30, route: ['ACC', 'ABJ'] })
    expect((await call('', booking)).json.booking).toMatchObject({ cancellation: { kind: 'contact' } })
  })
})
