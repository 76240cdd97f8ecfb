/**
 * Duffel Stays behind the hotel search and the stay checkout (issue 32 item 2), through the real
 * @duffel/api client against the local double: search → rates → quote at checkout → booking once
 * paid, the confirmation number kept and shown; sold out and a changed price refuse the checkout;
 * a booking the supplier refuses is refunded, once.
 */
import type { THotelResult } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { registerBookingKinds } from '../../cms/src/services/bookingKinds.ts'
import { useStaySupplier } from '../../cms/src/services/hotels/suppliers/configuredStaySupplier.ts'
import { duffelStays } from '../../cms/src/services/hotels/suppliers/duffelStays.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { addDays, nextOccurrence } from '../fixtures/dates.ts'
import { startDuffelDouble } from '../fixtures/duffelDouble.ts'
import { answerStays, RECORDED_STAY, STAYS } from '../fixtures/duffelStays.ts'
import { mailsTo, waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, completeCheckout, deleteBookings, startCheckout } from '../fixtures/payments.ts'
import { signedInTraveller } from '../fixtures/signedInTraveller.ts'

let payload: Payload
let duffel: Awaited<ReturnType<typeof startDuffelDouble>>
const emails: string[] = []
const userIds: number[] = []

const checkIn = nextOccurrence(1, 12)
const checkOut = addDays(checkIn, 3)

const buyer = () => {
  const email = `duffel-stay-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

async function searchAccra(): Promise<THotelResult[]> {
  const body = { location: 'Accra', check_in_date: checkIn, check_out_date: checkOut, num_adults: 2 }
  const { json } = await callApi('/hotels/data/search-location', { method: 'POST', body, ip: uniqueIp() })
  return (json.data as { suggested_hotels: THotelResult[] }).suggested_hotels
}

/** The refundable rate's signed token, as the card's Choose sends it. */
async function refundableRate(): Promise<string> {
  const [hotel] = await searchAccra()
  return hotel!.room_types[0]!.rate_plans.find((plan) => plan.is_refundable)!.id
}

/** The travellers step as the payment page sends it: Duffel books in the guests' names, with a phone. */
const GUESTS = {
  travellers: [
    { title: 'ms', given_names: 'Ama', surname: 'Owusu' },
    { title: 'mr', given_names: 'Kofi', surname: 'Mensah' },
  ],
  contact_phone: '+233 24 123 4567',
}

const checkoutStay = async (stayRate: string, extra: Record<string, unknown> = {}) => {
  const email = buyer()
  return startCheckout('hotel', {
    stay_rate: stayRate,
    num_adults: 2,
    user_email: email,
    ...GUESTS,
    contact_email: email,
    ...extra,
  })
}

const supplierRowOf = async (bookingId: number) =>
  (
    await payload.find({
      collection: 'stay-supplier-bookings',
      where: { booking: { equals: bookingId } },
      depth: 0,
    })
  ).docs[0]

beforeAll(async () => {
  payload = await testPayload()
  registerBookingKinds()
  duffel = await startDuffelDouble()
  useStaySupplier(duffelStays({ token: 'duffel_test_double', basePath: duffel.url }))
})

afterEach(() => duffel.reset())

afterAll(async () => {
  useStaySupplier(undefined)
  await payload.delete({ collection: 'stay-supplier-bookings', where: { id: { exists: true } } })
  await deleteBookings(payload, emails)
  await payload.delete({ collection: 'users', where: { id: { in: userIds } } })
  await duffel.stop()
})

describe('hotel search from Duffel Stays', () => {
  it('should search around the city airport for the party and show each rate of the hotel', async () => {
    answerStays(duffel)
    const [hotel, ...others] = await searchAccra()
    const plans = hotel!.room_types[0]!.rate_plans
    expect([
      others.length,
      hotel!.hotel_name,
      hotel!.check_in_time,
      plans.map((plan) => [plan.total_price, plan.is_refundable, plan.has_breakfast]),
      duffel.received[0]!.body,
    ]).toEqual([
      0,
      RECORDED_STAY.hotelName,
      '14:00',
      [
        [RECORDED_STAY.breakfastTotal, false, true],
        [RECORDED_STAY.refundableTotal, true, false],
      ],
      {
        data: {
          location: { radius: 25, geographic_coordinates: { latitude: 5.6052, longitude: -0.1668 } },
          check_in_date: checkIn,
          check_out_date: checkOut,
          rooms: 1,
          guests: [{ type: 'adult' }, { type: 'adult' }],
        },
      },
    ])
  })
})

describe("a Duffel stay's guests", () => {
  it('should refuse the checkout without guests, naming each missing field, and store nothing', async () => {
    answerStays(duffel, 'success')
    const email = buyer()
    const answer = await startCheckout('hotel', {
      stay_rate: await refundableRate(),
      num_adults: 2,
      user_email: email,
    })
    const stored = await payload.count({ collection: 'bookings', where: { email: { equals: email } } })
    expect([answer.status, answer.json.message, answer.json.fieldErrors, stored.totalDocs]).toEqual([
      400,
      'travellers.fixErrors',
      expect.objectContaining({
        'travellers.0.given_names': 'validation.travellerNameRequired',
        'travellers.0.surname': 'validation.travellerNameRequired',
        contact_phone: 'validation.phoneRequired',
      }),
      0,
    ])
  })

  it("should book the stay in the guests' names with their phone", async () => {
    answerStays(duffel, 'success')
    const { sessionId } = await checkoutStay(await refundableRate())
    await completeCheckout(payload, sessionId)
    const booked = duffel.received.find((request) => request.url.startsWith('/stays/bookings'))
    const { data } = booked!.body as { data: { guests: unknown[]; phone_number: string } }
    expect([data.guests, data.phone_number]).toEqual([
      [
        { given_name: 'Ama', family_name: 'Owusu' },
        { given_name: 'Kofi', family_name: 'Mensah' },
      ],
      '+233 24 123 4567',
    ])
  })
})

describe('a stay checkout with Duffel Stays', () => {
  it('should quote the rate, book it once paid and keep the confirmation number the manage page shows', async () => {
    answerStays(duffel, 'success')
    const { status, sessionId } = await checkoutStay(await refundableRate())
    const pending = await bookingOf(payload, sessionId)
    const paid = await completeCheckout(payload, sessionId)
    const booked = duffel.received.find((request) => request.url.startsWith('/stays/bookings'))
    const lookup = await callApi('/bookings/lookup', {
      method: 'POST',
      body: { reference: paid.reference, email: paid.email },
      ip: uniqueIp(),
    })
    expect([
      status,
      pending.amount,
      paid.status,
      (booked!.body as { data: { quote_id: string } }).data.quote_id,
      (await supplierRowOf(paid.id))?.confirmation,
      (lookup.json.booking as { supplier_confirmation: string }).supplier_confirmation,
    ]).toEqual([
      201,
      RECORDED_STAY.refundableTotal,
      'confirmed',
      RECORDED_STAY.quoteId,
      RECORDED_STAY.confirmation,
      RECORDED_STAY.confirmation,
    ])
  })

  it("should show the hotel's confirmation number in the account of the traveller who booked it", async () => {
    answerStays(duffel, 'success')
    const traveller = await signedInTraveller(payload, userIds)
    emails.push(traveller.email)
    const { sessionId } = await startCheckout(
      'hotel',
      { stay_rate: await refundableRate(), num_adults: 2, ...GUESTS, contact_email: traveller.email },
      traveller.cookie,
    )
    await completeCheckout(payload, sessionId)
    const { json } = await callApi('/account/bookings', { cookie: traveller.cookie })
    const [booking] = json.docs as { supplier_confirmation: string | null }[]
    expect(booking?.supplier_confirmation).toBe(RECORDED_STAY.confirmation)
  })

  it.each([
    ['the rate is sold out', 'sold_out', 'paymentErrors.roomsUnavailable'],
    ['the price changed', 'price_change', 'paymentErrors.stayPriceChanged'],
  ] as const)(
    'should answer 409 with a message and store nothing when %s at quote',
    async (_, scenario, message) => {
      answerStays(duffel, scenario)
      const email = buyer()
      const answer = await startCheckout('hotel', {
        stay_rate: await refundableRate(),
        num_adults: 2,
        user_email: email,
        ...GUESTS,
        contact_email: email,
      })
      const stored = await payload.count({ collection: 'bookings', where: { email: { equals: email } } })
      expect([answer.status, answer.json.message, stored.totalDocs]).toEqual([409, message, 0])
    },
  )

  it('should refund the whole stay once when the supplier refuses the booking after payment', async () => {
    answerStays(duffel, 'refused_at_booking')
    const { sessionId } = await checkoutStay(await refundableRate())
    const refunded = await completeCheckout(payload, sessionId)
    await completeCheckout(payload, sessionId)
    const bookingCalls = duffel.received.filter((request) => request.url.startsWith(STAYS.bookings.slice(5)))
    expect([
      refunded.status,
      refunded.refundedAmount,
      (await supplierRowOf(refunded.id))?.status,
      bookingCalls.length,
    ]).toEqual(['refunded', RECORDED_STAY.refundableTotal, 'refused', 1])
  })

  it("should tell the traveller once, in the booking's language, that the hotel refused and all is refunded", async () => {
    answerStays(duffel, 'refused_at_booking')
    const { sessionId } = await checkoutStay(await refundableRate(), { locale: 'fr' })
    const refunded = await completeCheckout(payload, sessionId)
    await completeCheckout(payload, sessionId)
    const mail = await waitForMail(process.env.MAIL_API_URL!, refunded.email, /pas pu être confirmé/)
    expect([
      mail.subject,
      mail.text,
      (await mailsTo(process.env.MAIL_API_URL!, refunded.email)).length,
    ]).toEqual([
      `Votre séjour ${refunded.reference} n’a pas pu être confirmé\u00a0: remboursé en totalité`,
      expect.stringMatching(
        /L’hôtel n’a pas pu confirmer[\s\S]*412,50[\s\S]*carte[\s\S]*\/fr\/#search-tab-hotels/,
      ),
      1,
    ])
  })

  it('should refuse a rate whose signature does not hold', async () => {
    answerStays(duffel)
    const forged = (await refundableRate()).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    const answer = await checkoutStay(forged)
    expect([answer.status, answer.json.message]).toEqual([404, 'paymentErrors.hotelNotFound'])
  })
})
