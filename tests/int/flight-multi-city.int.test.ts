/** Multi-city trips (issue 31): every leg searched, priced and sold as one itinerary, each leg in the mail. */
import type { TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { daysFromNow, deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import {
  bookingOf,
  deleteBookings,
  deliverEvent,
  flightOfBooking,
  sessionEvent,
  startCheckout,
  travellersOf,
} from '../fixtures/payments.ts'

let payload: Payload
const offerIds: string[] = []
const emails: string[] = []

/** Into Accra, home from Abidjan: the open jaw the live site searched as JFK→ACC one way. */
const openJaw = (legs = [leg('JFK', 'ACC', 30), leg('ABJ', 'JFK', 44)]) =>
  flightSearch({
    origin: legs[0]!.origin,
    destination: legs[0]!.destination,
    departDate: legs[0]!.date,
    legs,
  })
const leg = (origin: string, destination: string, days: number) => ({
  origin,
  destination,
  date: daysFromNow(days),
})

const search = async (body: unknown) => {
  const response = await callApi('/flights/search', { method: 'POST', body, ip: uniqueIp() })
  const answer = response.json as unknown as TFlightSearchResponse
  offerIds.push(...(answer.itineraries ?? []).map((itinerary) => itinerary.itinerary_id))
  return { ...response, answer }
}

const endsOf = (segments: { from: string; to: string }[]) => `${segments[0]!.from}-${segments.at(-1)!.to}`

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
})

describe('a multi-city search', () => {
  it('should answer itineraries flying every leg of an open-jaw trip', async () => {
    const { answer } = await search(openJaw())
    const routes = new Set(answer.itineraries.map((itinerary) => itinerary.legs?.map(endsOf).join(' ')))
    expect([answer.itineraries.length > 0, [...routes]]).toEqual([true, ['JFK-ACC ABJ-JFK']])
  })

  it('should fly four legs as one itinerary', async () => {
    const legs = [leg('JFK', 'ACC', 30), leg('ACC', 'ABJ', 33), leg('ABJ', 'DSS', 37), leg('DSS', 'JFK', 45)]
    const { answer } = await search(openJaw(legs))
    expect(answer.itineraries[0]?.legs?.map(endsOf)).toEqual(['JFK-ACC', 'ACC-ABJ', 'ABJ-DSS', 'DSS-JFK'])
  })

  it('should say which leg no itinerary flies', async () => {
    const { answer } = await search(openJaw([leg('JFK', 'ACC', 30), leg('ABJ', 'QQQ', 44)]))
    expect([answer.itineraries, answer.unserved_legs]).toEqual([[], [1]])
  })

  it('should refuse a leg to where it starts with a field error on that leg', async () => {
    const { status, json } = await search(openJaw([leg('JFK', 'ACC', 30), leg('ABJ', 'ABJ', 44)]))
    expect([status, (json.fieldErrors as Record<string, string>)?.['legs.1.destination']]).toEqual([
      400,
      'validation.sameAirports',
    ])
  })
})

describe('a multi-city checkout', () => {
  const buy = async (locale: 'en' | 'fr') => {
    const email = `multi-${crypto.randomUUID()}@example.com`
    emails.push(email)
    const [itinerary] = (await search(openJaw())).answer.itineraries
    const { sessionId } = await startCheckout('flight', {
      itinerary_id: itinerary!.itinerary_id,
      user_email: email,
      locale,
      ...travellersOf(1, email),
    })
    return { email, itinerary: itinerary!, booking: await bookingOf(payload, sessionId), sessionId }
  }

  /** A bought trip whose payment the provider confirmed (a signed completion event). */
  const buyAndPay = async (locale: 'en' | 'fr') => {
    const bought = await buy(locale)
    const { booking, sessionId } = bought
    const session = {
      id: sessionId,
      bookingId: booking.id,
      amount: booking.amount,
      currency: booking.currency,
    }
    await deliverEvent(sessionEvent('checkout.session.completed', session))
    return bought
  }

  it('should charge the whole trip and keep every leg on the booking', async () => {
    const { itinerary, booking } = await buy('en')
    const kept = (await flightOfBooking(payload, booking.id))?.itinerary as { legs?: unknown[] }
    expect([booking.amount, kept.legs?.length, booking.returnDate?.slice(0, 10)]).toEqual([
      itinerary.price_total,
      2,
      itinerary.legs![1]![0]!.dep.slice(0, 10),
    ])
  })

  it('should list each leg in the confirmation mail, in French', async () => {
    const { email } = await buyAndPay('fr')
    const mail = await waitForMail(process.env.MAIL_API_URL!, email)
    expect([
      mail.text.includes('Vol 1 sur 2'),
      mail.text.includes('Vol 2 sur 2\u00a0: Abidjan → New York'),
    ]).toEqual([true, true])
  })

  it('should list each leg and the passengers on the manage page, in the page language', async () => {
    const { email, sessionId } = await buyAndPay('fr')
    const { json } = await callApi('/bookings/lookup', {
      method: 'POST',
      body: { reference: (await bookingOf(payload, sessionId)).reference, email, locale: 'en' },
      ip: uniqueIp(),
    })
    const lines = (json.booking as { itinerary: string[] }).itinerary
    expect([
      lines.filter((line) => line.startsWith('Flight ')),
      lines.includes('Passengers: Abena PassportsurnameA'),
    ]).toEqual([['Flight 1 of 2: New York → Accra', 'Flight 2 of 2: Abidjan → New York'], true])
  })
})
