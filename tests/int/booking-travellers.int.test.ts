/**
 * The travellers step (issue 18): a flight is sold only with one passport per passenger valid 6
 * months after the trip, checked again by the cms; the passengers are stored with the booking where
 * only staff read them, and never reach a log or another traveller's answers.
 */
import { Writable } from 'node:stream'
import type { TFlightSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../../cms/src/logger.ts'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { deleteOffers, flightSearch } from '../fixtures/flights.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, startCheckout, TEST_CARD, travellersOf } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
let originalLogger: Payload['logger']
const logged: string[] = []
const emails: string[] = []
const offerIds: string[] = []
const userIds: number[] = []

const buyer = () => {
  const email = `travellers-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

/** A round trip for `adults` found by the search, as the results page lists it. */
async function roundTrip(adults: number) {
  const body = flightSearch({
    adults,
    returnDate: new Date(Date.now() + 44 * 86_400_000).toISOString().slice(0, 10),
  })
  const { json } = await callApi('/flights/search', { method: 'POST', body })
  const itinerary = (json as unknown as TFlightSearchResponse).itineraries[0]!
  offerIds.push(itinerary.itinerary_id)
  return itinerary
}

async function signedInTraveller() {
  const traveller = samples.users()
  userIds.push((await payload.create({ collection: 'users', data: traveller })).id)
  emails.push(traveller.email)
  const login = await callApi('/users/login', {
    method: 'POST',
    body: { email: traveller.email, password: traveller.password },
  })
  return { email: traveller.email, cookie: sessionCookieFrom(login.headers) }
}

/** A paid round trip for two passengers, booked signed in by `owner`. */
async function paidBooking(owner: { cookie: string }) {
  const itinerary = await roundTrip(2)
  const { sessionId } = await startCheckout(
    'flight',
    { itinerary_id: itinerary.itinerary_id, passengers: 2, ...travellersOf(2) },
    owner.cookie,
  )
  const paid = await callApi(`/payments/test-checkout/${sessionId}/pay`, { method: 'POST', body: TEST_CARD })
  expect(paid.status).toBe(200)
  return bookingOf(payload, sessionId)
}

beforeAll(async () => {
  payload = await testPayload()
  originalLogger = payload.logger
  const capture = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk))
      done()
    },
  })
  // The cms's own logger options, writing to memory: what an operator would read.
  payload.logger = pino({ ...loggerOptions, level: 'trace' }, capture)
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
  if (userIds.length) await payload.delete({ collection: 'users', where: { id: { in: userIds.splice(0) } } })
})

afterAll(() => {
  payload.logger = originalLogger
})

describe('a flight checkout with its travellers', () => {
  it('should store each passenger with the booking, passport numbers normalized', async () => {
    const itinerary = await roundTrip(2)
    const typed = travellersOf(2)
    typed.travellers[0]!.passport_number = 'g 0734 0000'
    const { status, sessionId } = await startCheckout('flight', {
      itinerary_id: itinerary.itinerary_id,
      passengers: 2,
      user_email: buyer(),
      ...typed,
    })
    const booking = await bookingOf(payload, sessionId)
    const { docs } = await payload.find({
      collection: 'booking-travellers',
      where: { booking: { equals: booking.id } },
      depth: 0,
    })
    expect([status, docs[0]?.contactPhone, docs[0]?.travellers?.map((row) => row.passportNumber)]).toEqual([
      201,
      '+233 24 000 0000',
      ['G07340000', 'G07340001'],
    ])
  })

  it('should refuse a flight checkout without travellers, naming the field', async () => {
    const itinerary = await roundTrip(1)
    const { status, json } = await startCheckout('flight', {
      itinerary_id: itinerary.itinerary_id,
      user_email: buyer(),
    })
    expect([status, json.message, json.fieldErrors]).toEqual([
      400,
      'travellers.fixErrors',
      { travellers: 'validation.travellersCount' },
    ])
  })

  it('should refuse a passport that expires less than 6 months after the return', async () => {
    const itinerary = await roundTrip(1)
    const typed = travellersOf(1)
    const lastDay = itinerary.return_segments.at(-1)!.arr.slice(0, 10)
    const [year, month] = lastDay.split('-').map(Number) as [number, number]
    // Five months after the trip's last day: valid for the trip, not for the airline's rule.
    typed.travellers[0]!.passport_expiry = new Date(Date.UTC(year, month - 1 + 5, 1))
      .toISOString()
      .slice(0, 10)
    const { status, json } = await startCheckout('flight', {
      itinerary_id: itinerary.itinerary_id,
      user_email: buyer(),
      ...typed,
    })
    expect([status, json.fieldErrors]).toEqual([
      400,
      { 'travellers.0.passport_expiry': 'validation.passportTooShort' },
    ])
  })

  it("should refuse a child's birth date that gives an adult on the day of the last flight, naming the field", async () => {
    const body = flightSearch({ adults: 1, children: 1 })
    const { json: found } = await callApi('/flights/search', { method: 'POST', body })
    const itinerary = (found as unknown as TFlightSearchResponse).itineraries[0]!
    offerIds.push(itinerary.itinerary_id)
    // The second form is the child's: born in 1988, an adult on any day of the trip.
    const { status, json } = await startCheckout('flight', {
      itinerary_id: itinerary.itinerary_id,
      passengers: 2,
      user_email: buyer(),
      ...travellersOf(2),
    })
    expect([status, json.fieldErrors]).toEqual([
      400,
      { 'travellers.1.birth_date': 'validation.birthDateNotChild' },
    ])
  })

  it('should take the child when the birth date gives a child on the day of the last flight', async () => {
    const body = flightSearch({ adults: 1, children: 1 })
    const { json: found } = await callApi('/flights/search', { method: 'POST', body })
    const itinerary = (found as unknown as TFlightSearchResponse).itineraries[0]!
    offerIds.push(itinerary.itinerary_id)
    const typed = travellersOf(2)
    typed.travellers[1]!.birth_date = `${new Date().getUTCFullYear() - 6}-06-15`
    const { status } = await startCheckout('flight', {
      itinerary_id: itinerary.itinerary_id,
      passengers: 2,
      user_email: buyer(),
      ...typed,
    })
    expect(status).toBe(201)
  })

  const stay = async () => ({
    hotel_id: (await payload.find({ collection: 'hotels', limit: 1, depth: 0 })).docs[0]!.id,
    check_in_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    check_out_date: new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10),
    user_email: buyer(),
  })

  it('should take a hotel stay without passports', async () => {
    const { status } = await startCheckout('hotel', {
      ...(await stay()),
      travellers: [{ title: 'mr', given_names: 'Kofi', surname: 'Mensah' }],
      contact_email: 'kofi@example.com',
      contact_phone: '+233 24 000 0001',
    })
    expect(status).toBe(201)
  })

  it("should still check the names of a stay's guests when they are sent", async () => {
    const { status, json } = await startCheckout('hotel', {
      ...(await stay()),
      travellers: [{ title: 'mr', given_names: 'Kofi' }],
      contact_email: 'kofi@example.com',
      contact_phone: '+233 24 000 0001',
    })
    expect([status, json.fieldErrors]).toEqual([
      400,
      { 'travellers.0.surname': 'validation.travellerNameRequired' },
    ])
  })
})

describe('who reads the travellers', () => {
  it('should refuse the travellers collection to the traveller who booked', async () => {
    const owner = await signedInTraveller()
    await paidBooking(owner)
    const { status, json } = await callApi('/booking-travellers', { cookie: owner.cookie })
    expect([status, JSON.stringify(json)]).toEqual([403, expect.not.stringContaining('Passportsurname')])
  })

  it("should refuse the kinds' records kept beside the bookings to the traveller who booked", async () => {
    const owner = await signedInTraveller()
    await paidBooking(owner)
    const answers = await Promise.all(
      ['/booking-flights', '/booking-packages', '/booking-stays'].map((path) =>
        callApi(path, { cookie: owner.cookie }),
      ),
    )
    expect(answers.map(({ status }) => status)).toEqual([403, 403, 403])
  })

  it("should keep passengers out of the owner's and another account's bookings", async () => {
    const owner = await signedInTraveller()
    const stranger = await signedInTraveller()
    await paidBooking(owner)
    const mine = await callApi('/account/bookings', { cookie: owner.cookie })
    const theirs = await callApi('/account/bookings', { cookie: stranger.cookie })
    const rest = await callApi('/bookings?depth=2', { cookie: stranger.cookie })
    const answers = JSON.stringify([mine.json, theirs.json, rest.json])
    expect([answers.includes('G07340000'), answers.includes('Passportsurname')]).toEqual([false, false])
  })

  it("should list the owner's flight in My Bookings with its legs in the airports' local times, in the language asked", async () => {
    const owner = await signedInTraveller()
    const booking = await paidBooking(owner)
    const { json } = await callApi('/account/bookings?locale=fr', { cookie: owner.cookie })
    const listed = (json.docs as { id: number; amount: number; itinerary: string[] }[]).find(
      (doc) => doc.id === booking.id,
    )
    expect([listed?.amount, listed?.itinerary[0]]).toEqual([booking.amount, 'Aller'])
    expect(listed?.itinerary.join('\n')).toMatch(/\(heure d(’|e )/)
  })

  it('should show at most names, never passport numbers, on the manage-booking lookup', async () => {
    const owner = await signedInTraveller()
    const booking = await paidBooking(owner)
    const { status, json } = await callApi('/bookings/lookup', {
      method: 'POST',
      body: { reference: booking.reference, email: owner.email },
    })
    expect([status, JSON.stringify(json).includes('G07340000')]).toEqual([200, false])
  })

  it('should let staff read the passengers', async () => {
    const owner = await signedInTraveller()
    const booking = await paidBooking(owner)
    const staffLogin = await callApi('/admins/login', {
      method: 'POST',
      body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
    })
    const { json } = await callApi(`/booking-travellers?where[booking][equals]=${booking.id}&depth=0`, {
      cookie: sessionCookieFrom(staffLogin.headers, 'nexovia-admin-token'),
    })
    const docs = json.docs as { travellers: { passportNumber: string }[] }[]
    expect(docs[0]?.travellers.map((row) => row.passportNumber)).toEqual(['G07340000', 'G07340001'])
  })
})

describe('the itinerary mail and the logs', () => {
  it('should mail the passengers by name with the legs in airport local times and the entry requirements, and log no passport', async () => {
    const owner = await signedInTraveller()
    const booking = await paidBooking(owner)
    const mail = await waitForMail(process.env.MAIL_API_URL!, owner.email, new RegExp(booking.reference!))
    const logs = logged.join('\n')
    expect({
      names: mail.text.includes('Abena PassportsurnameA, Kwame PassportsurnameB'),
      zone: /\d{1,2}:\d{2} [AP]M \(New York time\)/.test(mail.text),
      returnLeg: mail.text.includes('Return'),
      // Accra's entry requirements for the passengers' nationality (Ghanaian), with the date checked.
      entry: /Entry requirements\s+For your passport \(GH\)\s+Visa: .+[\s\S]*Checked on /.test(mail.text),
      passportInMail: mail.text.includes('G07340000'),
      passportInLogs: logs.includes('G07340000'),
      namesInLogs: logs.includes('Passportsurname'),
    }).toEqual({
      names: true,
      zone: true,
      returnLeg: true,
      entry: true,
      passportInMail: false,
      passportInLogs: false,
      namesInLogs: false,
    })
  })

  it('should give the success page the same itinerary without passengers’ names or passports', async () => {
    const owner = await signedInTraveller()
    const booking = await paidBooking(owner)
    const { json } = await callApi(`/payments/status/${booking.checkoutSessionId}`, { cookie: owner.cookie })
    const lines = json.itinerary as string[]
    expect({
      names: JSON.stringify(json).includes('Passportsurname'),
      legs: lines.filter((line) => / → .*departs .* \([A-Za-z ]+ time\)/.test(line)).length >= 2,
      passport: JSON.stringify(json).includes('G07340000'),
    }).toEqual({ names: false, legs: true, passport: false })
  })

  it('should log no traveller detail when a checkout is refused', async () => {
    const itinerary = await roundTrip(1)
    const typed = travellersOf(1)
    typed.travellers[0]!.passport_expiry = '2020-01-01'
    await startCheckout('flight', { itinerary_id: itinerary.itinerary_id, user_email: buyer(), ...typed })
    const logs = logged.join('\n')
    expect([logs.includes('G07340000'), logs.includes('Passportsurname')]).toEqual([false, false])
  })
})
