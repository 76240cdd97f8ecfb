/** Packages and checkout: the server prices what is bought; the booking waits for payment. */
import { type TFlightSearchResponse, ZFlightSearchQuery } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { flightEngine } from '../../cms/src/services/flights/flightEngine.ts'
import { offlineProvider } from '../../cms/src/services/flights/offline/offlineProvider.ts'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { daysFromNow, deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'
import {
  bookingOf,
  deleteBookings,
  flightOfBooking,
  packageOfBooking,
  seededPackage,
  startCheckout,
  travellersOf,
} from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
const emails: string[] = []
const offerIds: string[] = []
const userIds: number[] = []

const buyer = () => {
  const email = `buyer-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
  if (userIds.length) await payload.delete({ collection: 'users', where: { id: { in: userIds.splice(0) } } })
})

describe('GET /api/payments/packages', () => {
  it('should list the flight packages keyed by id in French', async () => {
    const item = await seededPackage(payload, 'flight')
    const french = await payload.findByID({ collection: 'packages', id: item.id, locale: 'fr' })
    const { json } = await callApi('/payments/packages/flights?locale=fr')
    expect(json[String(item.id)]).toEqual({
      id: item.id,
      kind: 'flight',
      name: french.name,
      description: french.description,
      base_price: item.basePrice,
      currency: 'USD',
    })
  })

  it('should list only hotel packages on the hotels list', async () => {
    const { json } = await callApi('/payments/packages/hotels')
    expect(new Set(Object.values(json).map((item) => (item as { kind: string }).kind))).toEqual(
      new Set(['hotel']),
    )
  })
})

describe('POST /api/payments/flight/checkout', () => {
  it('should send the traveller to the site test checkout page with a session id', async () => {
    const item = await seededPackage(payload, 'flight')
    const { status, url } = await startCheckout('flight', {
      package_id: item.id,
      passengers: 2,
      user_email: buyer(),
    })
    expect([status, url?.origin, url?.pathname, url?.searchParams.get('session_id')?.slice(0, 8)]).toEqual([
      201,
      process.env.PUBLIC_SITE_URL,
      '/payment/checkout',
      'cs_test_',
    ])
  })

  it('should send a French traveller to the French checkout page', async () => {
    const item = await seededPackage(payload, 'flight')
    const { url } = await startCheckout('flight', { package_id: item.id, user_email: buyer(), locale: 'fr' })
    expect(url?.pathname).toBe('/fr/payment/checkout')
  })

  it('should store a pending booking priced base price × passengers', async () => {
    const item = await seededPackage(payload, 'flight')
    const { sessionId } = await startCheckout('flight', {
      package_id: item.id,
      passengers: 3,
      user_email: buyer(),
    })
    const booking = await bookingOf(payload, sessionId)
    const sold = await packageOfBooking(payload, booking.id)
    expect([booking.status, booking.amount, booking.currency, sold?.passengers, booking.reference]).toEqual([
      'pending',
      item.basePrice * 3,
      item.currency,
      3,
      null,
    ])
  })

  it('should ignore an amount and a currency sent by the browser', async () => {
    const item = await seededPackage(payload, 'flight')
    const body = { package_id: item.id, passengers: 1, user_email: buyer(), amount: 1, currency: 'XOF' }
    const { sessionId } = await startCheckout('flight', body)
    const booking = await bookingOf(payload, sessionId)
    expect([booking.amount, booking.currency]).toEqual([item.basePrice, item.currency])
  })

  it.each([
    [0, 'validation.packagePassengersRange'],
    [7, 'validation.packagePassengersRange'],
  ])('should refuse %i passengers with a field error', async (passengers, message) => {
    const item = await seededPackage(payload, 'flight')
    const { status, json } = await startCheckout('flight', {
      package_id: item.id,
      passengers,
      user_email: buyer(),
    })
    expect([status, json.fieldErrors]).toEqual([400, { passengers: message }])
  })

  it('should ask an anonymous buyer for an e-mail address', async () => {
    const item = await seededPackage(payload, 'flight')
    const { status, json } = await startCheckout('flight', { package_id: item.id })
    expect([status, json.fieldErrors]).toEqual([400, { user_email: 'validation.emailRequired' }])
  })

  it('should answer 404 for a package that does not exist', async () => {
    const { status, json } = await startCheckout('flight', { package_id: 99_999_999, user_email: buyer() })
    expect([status, json.message]).toEqual([404, 'paymentErrors.packageNotFound'])
  })

  it('should refuse a body that is not JSON with 415', async () => {
    const { status } = await callApi('/payments/flight/checkout', {
      method: 'POST',
      rawBody: 'package_id=1',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(status).toBe(415)
  })

  it('should attach the booking to the signed-in traveller and confirm to their account address', async () => {
    const traveller = samples.users()
    emails.push(traveller.email)
    const user = await payload.create({ collection: 'users', data: traveller })
    userIds.push(user.id)
    const login = await callApi('/users/login', {
      method: 'POST',
      body: { email: traveller.email, password: traveller.password },
    })
    const item = await seededPackage(payload, 'flight')
    const { sessionId } = await startCheckout(
      'flight',
      // An address typed beside the session never receives the signed-in traveller's confirmation.
      { package_id: item.id, user_email: 'someone-else@example.com' },
      sessionCookieFrom(login.headers),
    )
    const booking = await bookingOf(payload, sessionId)
    expect([booking.user, booking.email]).toEqual([user.id, traveller.email])
  })

  it('should charge a stored itinerary at the price the server quoted', async () => {
    const { json } = await callApi('/flights/search', { method: 'POST', body: flightSearch() })
    const [itinerary] = (json as unknown as TFlightSearchResponse).itineraries
    offerIds.push(itinerary!.itinerary_id)
    const { sessionId } = await startCheckout('flight', {
      itinerary_id: itinerary!.itinerary_id,
      user_email: buyer(),
      ...travellersOf(1),
    })
    const booking = await bookingOf(payload, sessionId)
    const flight = await flightOfBooking(payload, booking.id)
    expect([booking.amount, booking.currency, flight?.offerId]).toEqual([
      itinerary!.price_total,
      itinerary!.currency,
      itinerary!.itinerary_id,
    ])
  })

  it('should refuse to sell a 1-adult price to 6 passengers (409)', async () => {
    const { json } = await callApi('/flights/search', { method: 'POST', body: flightSearch() })
    const [itinerary] = (json as unknown as TFlightSearchResponse).itineraries
    const { status, json: refusal } = await startCheckout('flight', {
      itinerary_id: itinerary!.itinerary_id,
      passengers: 6,
      user_email: buyer(),
    })
    expect([itinerary!.passengers, status, refusal.message]).toEqual([
      1,
      409,
      'paymentErrors.passengersChanged',
    ])
  })

  it('should book the travellers of a 2-adult search at that search price', async () => {
    const { json } = await callApi('/flights/search', { method: 'POST', body: flightSearch({ adults: 2 }) })
    const [itinerary] = (json as unknown as TFlightSearchResponse).itineraries
    const { sessionId } = await startCheckout('flight', {
      itinerary_id: itinerary!.itinerary_id,
      passengers: 2,
      user_email: buyer(),
      ...travellersOf(2),
    })
    const booking = await bookingOf(payload, sessionId)
    const flight = await flightOfBooking(payload, booking.id)
    expect([booking.amount, flight?.passengers]).toEqual([itinerary!.price_total, 2])
  })

  it('should refuse an expired itinerary with 410', async () => {
    // An itinerary found yesterday (its signed id carries the day it was priced).
    const yesterday = new Date(Date.now() - 86_400_000)
    const { itineraries } = await flightEngine(payload, offlineProvider, () => yesterday).search(
      ZFlightSearchQuery.parse(flightSearch()),
    )
    const [itinerary] = itineraries
    offerIds.push(itinerary!.itinerary_id)
    const { status, json: refusal } = await startCheckout('flight', {
      itinerary_id: itinerary!.itinerary_id,
      user_email: buyer(),
    })
    expect([status, refusal.message]).toEqual([410, 'errors.offerExpired'])
  })
})

describe('POST /api/payments/hotel/checkout', () => {
  it('should store a pending booking priced base price × nights × rooms', async () => {
    const item = await seededPackage(payload, 'hotel')
    const { sessionId } = await startCheckout('hotel', {
      package_id: item.id,
      nights: 3,
      rooms: 2,
      user_email: buyer(),
    })
    const booking = await bookingOf(payload, sessionId)
    const sold = await packageOfBooking(payload, booking.id)
    expect([booking.amount, sold?.package, sold?.nights, sold?.rooms]).toEqual([
      item.basePrice * 6,
      item.id,
      3,
      2,
    ])
  })

  it.each([
    [{ nights: 0 }, { nights: 'validation.nightsRange' }],
    [{ nights: 8 }, { nights: 'validation.nightsRange' }],
    [{ rooms: 0 }, { rooms: 'validation.packageRoomsRange' }],
    [{ rooms: 5 }, { rooms: 'validation.packageRoomsRange' }],
  ])('should refuse %o with a field error', async (quantities, fieldErrors) => {
    const item = await seededPackage(payload, 'hotel')
    const { status, json } = await startCheckout('hotel', {
      package_id: item.id,
      user_email: buyer(),
      ...quantities,
    })
    expect([status, json.fieldErrors]).toEqual([400, fieldErrors])
  })

  it('should price a hotel stay from the hotel nightly rate × rooms', async () => {
    const { docs } = await payload.find({ collection: 'hotels', limit: 1 })
    const hotel = docs[0]!
    const stay = { check_in_date: daysFromNow(40), check_out_date: daysFromNow(42), num_rooms: 2 }
    const { sessionId } = await startCheckout('hotel', { hotel_id: hotel.id, ...stay, user_email: buyer() })
    const booking = await bookingOf(payload, sessionId)
    const { json } = await callApi('/hotels/data/search-location', {
      method: 'POST',
      body: { location: hotel.name, ...stay },
    })
    const result = (
      json.data as { suggested_hotels: { hotel_id: number; total_price: number }[] }
    ).suggested_hotels.find((item) => item.hotel_id === hotel.id)
    // The stay's nights and rooms are kept beside the booking, in its stay's record.
    const { docs: stays } = await payload.find({
      collection: 'booking-stays',
      where: { booking: { equals: booking.id } },
      depth: 0,
    })
    expect([booking.amount, stays[0]?.nights, stays[0]?.rooms]).toEqual([result!.total_price, 2, 2])
  })

  it('should refuse more rooms than the hotel has left (409)', async () => {
    const { docs } = await payload.find({
      collection: 'hotels',
      where: { city: { equals: 'Paris' } },
      limit: 1,
    })
    const hotel = docs[0]!
    const stay = { check_in_date: daysFromNow(40), check_out_date: daysFromNow(42), num_rooms: 9 }
    const { status, json } = await startCheckout('hotel', {
      hotel_id: hotel.id,
      ...stay,
      user_email: buyer(),
    })
    expect([status, json.message]).toEqual([409, 'paymentErrors.roomsUnavailable'])
  })

  it.each([
    ['2020-03-10', '2020-03-12', 'check_in_date', 'validation.checkInPast'],
    ['2999-03-10', '2999-03-12', 'check_in_date', 'validation.checkInTooFar'],
  ])('should refuse a stay from %s with a field error', async (checkIn, checkOut, field, message) => {
    const { docs } = await payload.find({ collection: 'hotels', limit: 1 })
    const stay = {
      hotel_id: docs[0]!.id,
      check_in_date: checkIn,
      check_out_date: checkOut,
      user_email: buyer(),
    }
    const { status, json } = await startCheckout('hotel', stay)
    expect([status, (json.fieldErrors as Record<string, string>)[field]]).toEqual([400, message])
  })
})
