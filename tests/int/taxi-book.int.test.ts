/** POST /api/taxi/book: a ride stored pending payment at the stored quote, paid through the payments path. */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  EXPIRE_BOOKINGS_TASK,
  PAYMENTS_QUEUE,
} from '../../cms/src/services/payments/housekeeping/expireBookingsTask.ts'
import { callApi } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { TEST_CARD } from '../fixtures/payments.ts'
import { signedInTraveller } from '../fixtures/signedInTraveller.ts'
import {
  ABJ,
  ACC,
  bookRide,
  customer,
  deleteQuotes,
  deleteRides,
  LABADI,
  PLATEAU,
  quoteAndBook,
  requestQuote,
  rideRequest,
} from '../fixtures/taxi.ts'

let payload: Payload
const emails: string[] = []
const travellerIds: number[] = []

const newEmail = () => {
  const email = `ride-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

const rideOf = (id: unknown) => payload.findByID({ collection: 'rides', id: Number(id), depth: 0 })

const sessionOf = (url: unknown) => new URL(String(url)).searchParams.get('session_id') ?? ''

const pay = (url: unknown) =>
  callApi(`/payments/test-checkout/${sessionOf(url)}/pay`, { method: 'POST', body: TEST_CARD })

async function mailsTo(email: string) {
  const messages = (await (await fetch(process.env.MAIL_API_URL!)).json()) as { to: string }[]
  return messages.filter((mail) => mail.to.includes(email)).length
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await deleteRides(payload, emails)
})

afterAll(async () => {
  await deleteQuotes(payload)
  await payload.delete({ collection: 'users', where: { id: { in: travellerIds } } })
})

describe('POST /api/taxi/book', () => {
  it('should store the ride as pending payment and answer its id and checkout URL', async () => {
    const { booking } = await quoteAndBook(newEmail())
    const ride = await rideOf(booking.json.ride_request_id)
    expect([booking.status, ride.status, sessionOf(booking.json.checkout_url)]).toEqual([
      201,
      'pending_payment',
      expect.stringMatching(/^cs_test_/),
    ])
  })

  it('should charge the stored quote, whatever price the browser sends', async () => {
    const { quote, booking } = await quoteAndBook(newEmail(), rideRequest(), { price: 1, amount: 1 })
    const ride = await rideOf(booking.json.ride_request_id)
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { id: { equals: Number(ride.booking) } },
    })
    expect([ride.price, docs[0]!.amount, docs[0]!.currency, docs[0]!.type]).toEqual([
      quote.json.price,
      quote.json.price,
      'USD',
      'taxi',
    ])
  })

  it('should charge the stored quote even when the tariff would now give another price', async () => {
    const email = newEmail()
    const ride = rideRequest()
    const quote = await requestQuote(ride)
    await payload.update({
      collection: 'taxi-quotes',
      where: { quoteId: { equals: quote.json.quote_id } },
      data: { price: 4321 },
    })
    const booking = await bookRide({ customer: customer(email), ride, quote_id: quote.json.quote_id })
    expect((await rideOf(booking.json.ride_request_id)).price).toBe(4321)
  })

  it.each(['name', 'email', 'phone'])('should require the customer %s', async (field) => {
    const email = newEmail()
    const { status, json } = await bookRide({
      customer: { ...customer(email), [field]: '' },
      ride: rideRequest(),
    })
    expect([status, (json.fieldErrors as Record<string, string>)[`customer.${field}`]]).toEqual([
      400,
      'validation.customerInfoRequired',
    ])
  })

  it('should accept and ignore a recaptcha token', async () => {
    const { booking } = await quoteAndBook(newEmail(), rideRequest(), { recaptcha_token: 'demo-token' })
    expect(booking.status).toBe(201)
  })

  it('should refuse an expired quote with 410', async () => {
    const ride = rideRequest()
    const quote = await requestQuote(ride)
    await payload.update({
      collection: 'taxi-quotes',
      where: { quoteId: { equals: quote.json.quote_id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const { status, json } = await bookRide({
      customer: customer(newEmail()),
      ride,
      quote_id: quote.json.quote_id,
    })
    expect([status, json.message]).toEqual([410, 'taxiErrors.quoteExpired'])
  })

  it('should refuse a quote of another ride with 409', async () => {
    const quote = await requestQuote(rideRequest())
    const { status, json } = await bookRide({
      customer: customer(newEmail()),
      ride: rideRequest({ passengers: 5 }),
      quote_id: quote.json.quote_id,
    })
    expect([status, json.message]).toEqual([409, 'taxiErrors.quoteMismatch'])
  })

  it('should refuse an unknown quote with 404', async () => {
    const { status, json } = await bookRide({
      customer: customer(newEmail()),
      ride: rideRequest(),
      quote_id: 'q_unknown',
    })
    expect([status, json.message]).toEqual([404, 'taxiErrors.quoteNotFound'])
  })

  it('should price a ride booked without a quote on the server', async () => {
    const ride = rideRequest({ origin: ABJ, destination: PLATEAU })
    const booking = await bookRide({ customer: customer(newEmail()), ride })
    const quote = await requestQuote(ride)
    expect((await rideOf(booking.json.ride_request_id)).price).toBe(quote.json.price)
  })

  it('should charge an Accra ride by card in dollars converted from its price in cedis', async () => {
    const ride = rideRequest({ origin: ACC, destination: LABADI })
    const booking = await bookRide({ customer: customer(newEmail()), ride, payment_method: 'card' })
    const { json } = await callApi(`/payments/test-checkout/${sessionOf(booking.json.checkout_url)}`)
    const price = (await rideOf(booking.json.ride_request_id)).price
    const from = json.converted_from as { amount?: number; currency?: string } | null
    expect([json.currency, from?.amount, from?.currency]).toEqual(['USD', price, 'GHS'])
  })

  it('should open a mobile-money checkout in cedis converted from the ride price in CFA francs', async () => {
    const ride = rideRequest({ origin: ABJ, destination: PLATEAU })
    const booking = await bookRide({
      customer: customer(newEmail()),
      ride,
      payment_method: 'mobile_money',
      charge_currency: 'GHS',
    })
    const { json } = await callApi(`/payments/test-checkout/${sessionOf(booking.json.checkout_url)}`)
    const price = (await rideOf(booking.json.ride_request_id)).price
    expect([
      json.payment_method,
      json.currency,
      (json.converted_from as { amount?: number } | null)?.amount,
    ]).toEqual(['mobile_money', 'GHS', price])
  })
})

describe('paying a ride through the built-in test checkout', () => {
  it('should mark the ride paid', async () => {
    const { booking } = await quoteAndBook(newEmail())
    await pay(booking.json.checkout_url)
    expect((await rideOf(booking.json.ride_request_id)).status).toBe('paid')
  })

  it('should mail the confirmation once, in French, with the taxi next steps', async () => {
    const email = newEmail()
    const { booking } = await quoteAndBook(email, rideRequest(), { locale: 'fr' })
    await pay(booking.json.checkout_url)
    await pay(booking.json.checkout_url)
    const mail = await waitForMail(process.env.MAIL_API_URL!, email)
    expect([mail.subject, mail.text.includes('nous affectons un chauffeur'), await mailsTo(email)]).toEqual([
      expect.stringMatching(/^Votre réservation Nexovia NX-\w{6} est confirmée$/),
      true,
      1,
    ])
  })

  it('should cancel the ride when its checkout expires', async () => {
    const { booking } = await quoteAndBook(newEmail())
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { checkoutSessionId: { equals: sessionOf(booking.json.checkout_url) } },
    })
    await payload.update({
      collection: 'bookings',
      id: docs[0]!.id,
      data: { sessionExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    await payload.jobs.queue({ task: EXPIRE_BOOKINGS_TASK, input: {}, queue: PAYMENTS_QUEUE })
    await payload.jobs.run({ queue: PAYMENTS_QUEUE })
    expect((await rideOf(booking.json.ride_request_id)).status).toBe('cancelled')
  })
})

// A ride's account is what carries the account's message choice and the checkout's opt-in to its pick-up (issue 45).
describe("a signed-in traveller's ride", () => {
  const bookingOf = async (booked: { json: Record<string, unknown> }) => {
    const ride = await rideOf(booked.json.ride_request_id)
    return payload.findByID({ collection: 'bookings', id: Number(ride.booking), depth: 0 })
  }

  const travellerBooks = async () => {
    const traveller = await signedInTraveller(payload, travellerIds)
    emails.push(traveller.email)
    const { booking } = await quoteAndBook(newEmail(), rideRequest(), {}, traveller.cookie)
    return { traveller, booking }
  }

  it("should store the booking with the traveller's account", async () => {
    const { traveller, booking } = await travellerBooks()
    const stored = await bookingOf(booking)
    expect([booking.status, stored.user, stored.email]).toEqual([201, traveller.id, traveller.email])
  })

  it("should store a guest's booking without an account", async () => {
    const { booking } = await quoteAndBook(newEmail())
    expect((await bookingOf(booking)).user ?? null).toBeNull()
  })

  it("should list the paid ride in the account's bookings", async () => {
    const { traveller, booking } = await travellerBooks()
    await pay(booking.json.checkout_url)
    const mine = await callApi('/account/bookings', { cookie: traveller.cookie })
    const stored = await bookingOf(booking)
    expect((mine.json.docs as { id: number; type: string }[]).map((doc) => [doc.id, doc.type])).toEqual([
      [stored.id, 'taxi'],
    ])
  })
})
