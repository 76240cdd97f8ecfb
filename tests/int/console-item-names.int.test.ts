/**
 * The console names a booking's item in the console's language (issue 42): a checkout stores the
 * item's name in its traveller's language ("Vol JFK → ACC", a French room type, « Transfert aéroport »);
 * GET /api/admin/bookings?locale= names it again, per kind, from what the booking stored.
 */
import type { Locale, TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, startCheckout, travellersOf } from '../fixtures/payments.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'
import { deleteQuotes, deleteRides, PLATEAU, quoteAndBook, rideRequest } from '../fixtures/taxi.ts'

let payload: Payload
let adminCookie: string
const emails: string[] = []
const offerIds: string[] = []
const cleanups: (() => Promise<unknown>)[] = []

const buyer = () => {
  const email = `item-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The booking of `email` as the console lists it, in the console's `locale`. */
async function consoleRow(email: string, locale: Locale) {
  const answer = await callConsole(`/admin/bookings?search=${encodeURIComponent(email)}&locale=${locale}`, {
    cookie: adminCookie,
  })
  return (answer.json.bookings as { id: number; itemName: string | null }[])[0]!
}

const storedName = async (id: number) =>
  (await payload.findByID({ collection: 'bookings', id, depth: 0 })).itemName

/** A flight booked by a traveller reading the site in `locale`. */
async function flightIn(locale: Locale) {
  const { json } = await callApi('/flights/search', { method: 'POST', body: flightSearch() })
  const itinerary = (json as unknown as TFlightSearchResponse).itineraries[0]!
  offerIds.push(itinerary.itinerary_id)
  const email = buyer()
  await startCheckout('flight', {
    itinerary_id: itinerary.itinerary_id,
    passengers: 1,
    user_email: email,
    locale,
    ...travellersOf(1),
  })
  return email
}

/** A stay in the first seeded hotel whose first room type has its own French name. */
async function stayIn(locale: Locale) {
  const [en, fr] = await Promise.all(
    (['en', 'fr'] as const).map((lang) =>
      payload.find({ collection: 'hotels', locale: lang, limit: 100, depth: 0, pagination: false }),
    ),
  )
  const hotel = en!.docs.find(
    (doc, index) => doc.roomTypes?.[0]?.name !== fr!.docs[index]?.roomTypes?.[0]?.name,
  )!
  const email = buyer()
  await startCheckout('hotel', {
    hotel_id: hotel.id,
    room_type_id: hotel.roomTypes![0]!.id,
    check_in_date: inDays(40),
    check_out_date: inDays(42),
    user_email: email,
    locale,
    travellers: [{ title: 'mr', given_names: 'Kofi', surname: 'Mensah' }],
    contact_email: email,
    contact_phone: '+233 24 000 0001',
  })
  const room = (lang: Locale) =>
    (lang === 'en' ? en : fr)!.docs.find((doc) => doc.id === hotel.id)!.roomTypes![0]!
  return { email, nameIn: (lang: Locale) => `${hotel.name}, ${hotel.city} · ${room(lang).name}` }
}

/** Abidjan's airport as the taxi page suggests it in `locale` (its name, code and address). */
async function abidjanAirport(locale: Locale) {
  const { json } = await callApi('/places/autocomplete', {
    method: 'POST',
    body: { query: 'abid', limit: 3, locale },
  })
  const first = (json.results as { place_name: string; center: [number, number] }[])[0]!
  return { address: first.place_name, lng: first.center[0], lat: first.center[1] }
}

/** A ride from Abidjan's airport, chosen among the suggestions, booked in `locale`. */
async function rideIn(locale: Locale) {
  const email = buyer()
  const origin = await abidjanAirport(locale)
  await quoteAndBook(email, rideRequest({ origin, destination: PLATEAU, locale }), { locale })
  return email
}

beforeAll(async () => {
  payload = await testPayload()
  const admin = await signInStaff(payload, 'admin')
  cleanups.push(admin.remove)
  adminCookie = admin.cookie!
})

afterAll(async () => {
  await deleteRides(payload, [...emails])
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
  await deleteQuotes(payload)
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe("the console's item names", () => {
  it('should name a French flight in English for an English console', async () => {
    const row = await consoleRow(await flightIn('fr'), 'en')
    const stored = (await storedName(row.id))!
    expect([stored.startsWith('Vol '), row.itemName]).toEqual([true, stored.replace(/^Vol /, 'Flight ')])
  })

  it('should name an English flight in French for a French console', async () => {
    const row = await consoleRow(await flightIn('en'), 'fr')
    const stored = (await storedName(row.id))!
    expect([stored.startsWith('Flight '), row.itemName]).toEqual([true, stored.replace(/^Flight /, 'Vol ')])
  })

  it("should name a French stay's room type in English for an English console", async () => {
    const stay = await stayIn('fr')
    const row = await consoleRow(stay.email, 'en')
    expect([await storedName(row.id), row.itemName]).toEqual([stay.nameIn('fr'), stay.nameIn('en')])
  })

  it("should name an English stay's room type in French for a French console", async () => {
    const stay = await stayIn('en')
    const row = await consoleRow(stay.email, 'fr')
    expect([await storedName(row.id), row.itemName]).toEqual([stay.nameIn('en'), stay.nameIn('fr')])
  })

  it('should name a French ride and its airport in English for an English console', async () => {
    const [french, english] = [await abidjanAirport('fr'), await abidjanAirport('en')]
    const row = await consoleRow(await rideIn('fr'), 'en')
    expect([await storedName(row.id), row.itemName]).toEqual([
      `Transfert aéroport\u00a0: ${french.address} → ${PLATEAU.address}`,
      `Airport transfer: ${english.address} → ${PLATEAU.address}`,
    ])
  })

  it('should name an English ride and its airport in French for a French console', async () => {
    const [french, english] = [await abidjanAirport('fr'), await abidjanAirport('en')]
    const row = await consoleRow(await rideIn('en'), 'fr')
    expect([await storedName(row.id), row.itemName]).toEqual([
      `Airport transfer: ${english.address} → ${PLATEAU.address}`,
      `Transfert aéroport\u00a0: ${french.address} → ${PLATEAU.address}`,
    ])
  })

  it("should keep the stored name when the console reads in the traveller's language", async () => {
    const email = await flightIn('fr')
    const row = await consoleRow(email, 'fr')
    expect(row.itemName).toBe(await storedName(row.id))
  })
})

describe("the taxi console's places", () => {
  /** The ride of `email` as the taxi console lists it, in the console's `locale`. */
  async function consoleRide(email: string, locale: Locale) {
    const { docs } = await payload.find({
      collection: 'rides',
      where: { customerEmail: { equals: email } },
      depth: 0,
    })
    const answer = await callConsole(`/taxi/admin/rides?limit=100&locale=${locale}`, { cookie: adminCookie })
    return (answer.json.rides as { id: number; origin_address: string }[]).find(
      (ride) => ride.id === docs[0]!.id,
    )!
  }

  it("should name a French traveller's airport in English for an English console", async () => {
    const ride = await consoleRide(await rideIn('fr'), 'en')
    expect(ride.origin_address).toBe((await abidjanAirport('en')).address)
  })

  it("should name an English traveller's airport in French for a French console", async () => {
    const ride = await consoleRide(await rideIn('en'), 'fr')
    expect(ride.origin_address).toBe((await abidjanAirport('fr')).address)
  })
})
