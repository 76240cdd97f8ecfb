/**
 * A traveller cancels a paid booking from /manage-booking: refunded in full within the free
 * cancellation (a ride up to 24 h before pickup, a stay in a refundable plan until its deadline, kept on
 * the booking), its ride called off or its rooms offered again; anything else goes to the team.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerBookingKinds } from '../../cms/src/services/bookingKinds.ts'
import type { PaymentGateway } from '../../cms/src/services/payments/paymentGateway.ts'
import { testGateway } from '../../cms/src/services/payments/providers/test/testGateway.ts'
import { cancelByTraveller } from '../../cms/src/services/payments/refunds/cancelByTraveller.ts'
import { callApi } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, paidBooking, paidStayBooking } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'
import { deleteRides, futureAfternoon, linkRide, paidRide } from '../fixtures/taxi.ts'

let payload: Payload
const emails: string[] = []
const hotelIds: number[] = []
const DAY_MS = 86_400_000

const dayAhead = (days: number) =>
  `${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`

async function hotel() {
  const created = await payload.create({
    collection: 'hotels',
    data: { ...samples.hotels(), name: `Cancel ${crypto.randomUUID()}`, currency: 'USD' as const },
  })
  hotelIds.push(created.id)
  return created
}

/** Rooms of the hotel's (only) room type free on every night of the stay, as the search counts them. */
async function roomsLeft(booking: { hotelName: string; checkIn: string }) {
  const { json } = await callApi('/hotels/data/search-location', {
    method: 'POST',
    body: {
      location: booking.hotelName,
      check_in_date: booking.checkIn.slice(0, 10),
      check_out_date: dayAhead(32).slice(0, 10),
    },
  })
  return (json.data as { suggested_hotels: { rooms_available: number }[] }).suggested_hotels[0]
    ?.rooms_available
}

/** A booking of a new address, paid through the test checkout. */
async function paid(data: Record<string, unknown>) {
  const email = (data.email as string | undefined) ?? `cancel-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return paidBooking(payload, email, data)
}

/** A stay of a new address, paid: its booking and the stay as sold beside it. */
async function paidStayOf(stay: Parameters<typeof paidStayBooking>[2], data: Record<string, unknown>) {
  const email = `cancel-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return paidStayBooking(payload, email, stay, data)
}

const stay = async (options: { freeCancellation: boolean; checkInDays: number }) => {
  const place = await hotel()
  const checkIn = dayAhead(options.checkInDays)
  // Paid in the refundable plan (cancellable until 48 h before check-in) or the non-refundable one.
  const booking = await paidStayOf(
    {
      hotel: place.id,
      roomType: place.roomTypes![0]!.id!,
      rooms: 2,
      freeCancellationUntil: options.freeCancellation
        ? new Date(Date.parse(checkIn) - 2 * DAY_MS).toISOString()
        : null,
    },
    { departureDate: checkIn, returnDate: dayAhead(options.checkInDays + 2) },
  )
  return { ...booking, hotelId: place.id, hotelName: place.name, checkIn }
}

const call = (path: string, booking: { reference: string; email: string }) =>
  callApi(`/bookings/lookup${path}`, {
    method: 'POST',
    body: { reference: booking.reference, email: booking.email },
  })

beforeAll(async () => {
  payload = await testPayload()
  registerBookingKinds()
})

afterAll(async () => {
  await deleteRides(payload, [...emails])
  await deleteBookings(payload, [...emails])
  await payload.delete({ collection: 'hotels', where: { id: { in: hotelIds } } })
})

describe('a stay with free cancellation', () => {
  it('should show the deadline, 48 hours before check-in', async () => {
    const booking = await stay({ freeCancellation: true, checkInDays: 30 })
    const answer = await call('', booking)
    const until = new Date(dayAhead(30)).getTime() - 2 * DAY_MS
    expect(answer.json.booking).toMatchObject({
      cancellation: { kind: 'free', until: new Date(until).toISOString() },
    })
  })

  it('should refund it in full, offer its rooms again and mail the traveller', async () => {
    const booking = await stay({ freeCancellation: true, checkInDays: 30 })
    const answer = await call('/cancel', booking)
    const mail = await waitForMail(process.env.MAIL_API_URL!, booking.email, /cancelled/)
    expect([
      answer.status,
      answer.json.booking,
      await roomsLeft(booking),
      mail.text.includes('$850.00'),
    ]).toEqual([
      200,
      expect.objectContaining({
        status: 'refunded',
        refund: { amount: 85000, currency: 'USD' },
        cancellation: { kind: 'closed' },
      }),
      5,
      true,
    ])
  })

  it('should refund once: a second cancel is refused', async () => {
    const booking = await stay({ freeCancellation: true, checkInDays: 30 })
    const answers = await Promise.all([call('/cancel', booking), call('/cancel', booking)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('should send the traveller to the team from 48 hours before check-in', async () => {
    const booking = await stay({ freeCancellation: true, checkInDays: 1 })
    const [lookup, cancel] = [await call('', booking), await call('/cancel', booking)]
    expect([lookup.json.booking, cancel.status, cancel.json.message]).toEqual([
      expect.objectContaining({ cancellation: { kind: 'contact' } }),
      409,
      'manage.cancel.refused',
    ])
  })

  it('should leave everything as it was when the refund fails', async () => {
    const booking = await stay({ freeCancellation: true, checkInDays: 30 })
    const failing: PaymentGateway = {
      ...testGateway,
      refund: async () => {
        throw new Error('card network down')
      },
    }
    const outcome = await cancelByTraveller(
      payload,
      { id: booking.id, type: 'hotel' },
      new Date(),
      () => failing,
    )
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id })
    expect([outcome.kind, stored.status, await roomsLeft(booking)]).toEqual(['refund_failed', 'confirmed', 3])
  })
})

describe('bookings without free cancellation online', () => {
  it('should refuse a stay sold in a non-refundable plan', async () => {
    const booking = await stay({ freeCancellation: false, checkInDays: 30 })
    expect([(await call('', booking)).json.booking, (await call('/cancel', booking)).status]).toEqual([
      expect.objectContaining({ cancellation: { kind: 'contact' } }),
      409,
    ])
  })

  it('should refuse a flight (airline fares are changed by the team)', async () => {
    const booking = await paid({ type: 'flight' })
    expect((await call('/cancel', booking)).status).toBe(409)
  })

  it('should refuse a wrong address with the lookup’s 404', async () => {
    const booking = await stay({ freeCancellation: true, checkInDays: 30 })
    const answer = await call('/cancel', { ...booking, email: 'someone@example.com' })
    expect([answer.status, answer.json.message]).toEqual([404, 'manage.notFound'])
  })
})

describe('a ride', () => {
  async function ride(pickupInHours: number) {
    const email = `cancel-${crypto.randomUUID()}@example.com`
    const scheduled =
      pickupInHours > 48
        ? futureAfternoon(Math.round(pickupInHours / 24))
        : new Date(Date.now() + pickupInHours * 3_600_000).toISOString()
    const created = await paidRide(payload, scheduled, email)
    const booking = await paid({ type: 'taxi', email, currency: 'XOF', amount: 25000 })
    await linkRide(payload, created.id, booking.id)
    return { ...booking, email, rideId: created.id }
  }

  it('should be cancelled and refunded up to 24 hours before pickup', async () => {
    const booking = await ride(30 * 24)
    const answer = await call('/cancel', booking)
    const stored = await payload.findByID({ collection: 'rides', id: booking.rideId })
    expect([answer.status, stored.status]).toEqual([200, 'cancelled'])
  })

  it('should go to the team within 24 hours of pickup', async () => {
    const booking = await ride(12)
    const answer = await call('/cancel', booking)
    const stored = await payload.findByID({ collection: 'rides', id: booking.rideId })
    expect([answer.status, stored.status]).toEqual([409, 'paid'])
  })
})

describe('refund wording that matches how the booking was paid (issue 29)', () => {
  /** A refundable stay paid as `paidWith` says, in the booking's language. */
  async function refundableStay(locale: 'en' | 'fr', paidWith: Record<string, unknown>) {
    const place = await hotel()
    return paidStayOf(
      { hotel: place.id, roomType: place.roomTypes![0]!.id!, rooms: 1, freeCancellationUntil: dayAhead(28) },
      { departureDate: dayAhead(30), returnDate: dayAhead(32), locale, ...paidWith },
    )
  }
  const MTN_MOMO = {
    paymentMethod: 'mobile_money',
    chargeNetwork: 'MTN',
    chargePhone: '024•••••01',
    currency: 'GHS',
    amount: 120_000,
  }

  it('should tell the page a mobile-money booking goes back to its network and phone', async () => {
    const booking = await refundableStay('en', MTN_MOMO)
    const { json } = await call('', booking)
    expect((json.booking as { paid_with: unknown }).paid_with).toEqual({
      method: 'mobile_money',
      network: 'MTN',
      phone: '024•••••01',
    })
  })

  it('should tell the page a card booking goes back to the card ending in its last digits', async () => {
    const booking = await refundableStay('en', { paymentMethod: 'card', cardLast4: '4242' })
    const { json } = await call('', booking)
    expect((json.booking as { paid_with: unknown }).paid_with).toEqual({ method: 'card', card_last4: '4242' })
  })

  it('should mail a French MoMo cancellation naming MTN MoMo and its delay, without a payment greeting', async () => {
    const booking = await refundableStay('fr', MTN_MOMO)
    await call('/cancel', booking)
    const mail = await waitForMail(process.env.MAIL_API_URL!, booking.email, /annulée/)
    expect([
      mail.text.includes('remboursé sur MTN MoMo 024•••••01'),
      mail.text.includes('portefeuilles mobile money'),
      /carte|card/i.test(mail.text),
      /Merci|Thank you/.test(mail.text),
    ]).toEqual([true, true, false, false])
  })

  it('should mail an English card cancellation naming the card ending 4242 and the banks’ delay', async () => {
    const booking = await refundableStay('en', { paymentMethod: 'card', cardLast4: '4242' })
    await call('/cancel', booking)
    const mail = await waitForMail(process.env.MAIL_API_URL!, booking.email, /cancelled/)
    expect([
      mail.text.includes('refunded to your card ending 4242'),
      mail.text.includes('Banks take 5 to 10 days'),
      /payment has been received/.test(mail.text),
    ]).toEqual([true, true, false])
  })
})
