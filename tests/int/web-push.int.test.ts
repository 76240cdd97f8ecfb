/**
 * Web Push (issue 44): a browser subscribes to a booking it found by reference and address; nobody
 * lists the subscriptions; the desk's ticket reaches it encrypted, in its language, through a local
 * push service; one the push service calls gone (410) is deleted; a push service down fails nothing.
 */
import { generateKeyPairSync } from 'node:crypto'
import { TICKETING_PREFIXES } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { deleteOffers } from '../fixtures/flights.ts'
import { paidFlight } from '../fixtures/paidFlight.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, flightOfBooking } from '../fixtures/payments.ts'
import { decryptPush, startPushStand, type TestSubscription } from '../fixtures/pushStand.ts'
import { callConsole, signInStaff, signInTraveller } from '../fixtures/staffApi.ts'

let payload: Payload
let stand: Awaited<ReturnType<typeof startPushStand>>
const emails: string[] = []
const offerIds: string[] = []
const travellers: { remove: () => Promise<unknown> }[] = []

/** A VAPID pair as the scripts generate one (raw base64url halves). */
function vapidPair() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })
  const raw = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ])
  return { publicKey: raw.toString('base64url'), privateKey: jwk.d! }
}

const paidFlightBooking = async (locale: 'en' | 'fr') => {
  const email = `push-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const paid = await paidFlight(payload, { email, locale })
  offerIds.push(paid.itinerary.itinerary_id)
  return { ...paid.booking, reference: paid.booking.reference!, email }
}

const subscribe = (
  booking: { reference: string; email: string },
  subscription: TestSubscription,
  locale: 'en' | 'fr',
) =>
  callApi('/bookings/lookup/push', {
    method: 'POST',
    body: { reference: booking.reference, email: booking.email, locale, subscription },
    ip: uniqueIp(),
  })

const subscriptionsOf = async (bookingId: number) =>
  (await payload.find({ collection: 'push-subscriptions', where: { booking: { equals: bookingId } } })).docs

/** The desk issues the booking's one e-ticket with this PNR; the desk's answer. */
async function issue(booking: { id: number }, pnr: string) {
  const admin = await signInStaff(payload, 'admin')
  const itinerary = (await flightOfBooking(payload, booking.id))?.itinerary as {
    segments: { carrier: string }[]
  }
  const prefix = TICKETING_PREFIXES[itinerary.segments[0]!.carrier] ?? '000'
  const answer = await callConsole(`/admin/flight-tickets/${booking.id}`, {
    method: 'PUT',
    body: { pnr, e_tickets: [`${prefix}1234567890`] },
    cookie: admin.cookie,
  })
  await admin.remove()
  return answer
}

beforeAll(async () => {
  payload = await testPayload()
  stand = await startPushStand()
  const keys = vapidPair()
  Object.assign(process.env, {
    WEB_PUSH_PUBLIC_KEY: keys.publicKey,
    WEB_PUSH_PRIVATE_KEY: keys.privateKey,
    WEB_PUSH_SUBJECT: 'mailto:ops@nexovia.test',
    WEB_PUSH_ALLOW_HTTP: '1',
  })
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
  for (const traveller of travellers.splice(0)) await traveller.remove()
})

afterAll(async () => {
  await stand.stop()
})

describe('a push subscription', () => {
  it('should be kept for the booking named by reference and address, in the page language', async () => {
    const booking = await paidFlightBooking('en')
    const subscription = stand.subscription()
    const answer = await subscribe(booking, subscription, 'fr')
    expect(answer.status).toBe(201)
    const [kept] = await subscriptionsOf(booking.id)
    expect([kept?.endpoint, kept?.p256dh, kept?.locale]).toEqual([
      subscription.endpoint,
      subscription.keys.p256dh,
      'fr',
    ])
  })

  it('should refuse a forged reference with the lookup answer and keep nothing', async () => {
    const booking = await paidFlightBooking('en')
    const subscription = stand.subscription()
    const answer = await subscribe({ ...booking, reference: 'NX-7K3Q9P' }, subscription, 'en')
    expect([answer.status, answer.json.message]).toEqual([404, 'manage.notFound'])
    const kept = await payload.find({
      collection: 'push-subscriptions',
      where: { endpoint: { equals: subscription.endpoint } },
    })
    expect(kept.totalDocs).toBe(0)
  })

  it('should refuse keys that are not a browser subscription with a field error, not a 500', async () => {
    const booking = await paidFlightBooking('en')
    const subscription = { ...stand.subscription(), keys: { p256dh: 'short', auth: '!' } }
    const answer = await subscribe(booking, subscription, 'en')
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json)).toContain('manage.push.invalid')
  })

  it('should refuse a plain http push address unless the stand is allowed', async () => {
    process.env.WEB_PUSH_ALLOW_HTTP = '0'
    const booking = await paidFlightBooking('en')
    const answer = await subscribe(booking, stand.subscription(), 'en')
    process.env.WEB_PUSH_ALLOW_HTTP = '1'
    expect([answer.status, JSON.stringify(answer.json).includes('manage.push.invalid')]).toEqual([400, true])
    expect(await subscriptionsOf(booking.id)).toEqual([])
  })

  it('should let nobody list or read the subscriptions through REST, an administrator included', async () => {
    const booking = await paidFlightBooking('en')
    await subscribe(booking, stand.subscription(), 'en')
    const admin = await signInStaff(payload, 'admin')
    const asAdmin = await callApi('/push-subscriptions', { cookie: admin.cookie })
    const anonymous = await callApi('/push-subscriptions')
    await admin.remove()
    expect([asAdmin.status, anonymous.status]).toEqual([403, 403])
  })

  it('should be removed by the browser holding its address', async () => {
    const booking = await paidFlightBooking('en')
    const subscription = stand.subscription()
    await subscribe(booking, subscription, 'en')
    const answer = await callApi('/bookings/push/unsubscribe', {
      method: 'POST',
      body: { endpoint: subscription.endpoint },
    })
    expect(answer.status).toBe(204)
    expect(await subscriptionsOf(booking.id)).toEqual([])
  })
})

/** A signed-in traveller who owns `booking` (My Bookings lists it). */
async function ownerOf(booking: { id: number }) {
  const traveller = await signInTraveller(payload)
  travellers.push(traveller)
  await payload.update({ collection: 'bookings', id: booking.id, data: { user: traveller.id } })
  return traveller
}

const subscribeOwn = (reference: string, subscription: TestSubscription, cookie: string) =>
  callApi('/bookings/own/push', {
    method: 'POST',
    body: { reference, locale: 'fr', subscription },
    cookie,
    ip: uniqueIp(),
    headersExtra: { origin: new URL(process.env.PUBLIC_SITE_URL!).origin },
  })

describe('a push subscription from My Bookings', () => {
  it("should be kept for the signed-in traveller's own booking, named by its reference alone", async () => {
    const booking = await paidFlightBooking('en')
    const owner = await ownerOf(booking)
    const subscription = stand.subscription()
    const answer = await subscribeOwn(booking.reference, subscription, owner.cookie)
    expect(answer.status).toBe(201)
    const kept = (await subscriptionsOf(booking.id)).map((row) => [row.endpoint, row.locale])
    expect(kept).toEqual([[subscription.endpoint, 'fr']])
  })

  it("should refuse another traveller's booking with the lookup's 404 and keep nothing", async () => {
    const booking = await paidFlightBooking('en')
    await ownerOf(booking)
    const stranger = await signInTraveller(payload)
    travellers.push(stranger)
    const answer = await subscribeOwn(booking.reference, stand.subscription(), stranger.cookie)
    expect([answer.status, answer.json.message]).toEqual([404, 'manage.notFound'])
    expect(await subscriptionsOf(booking.id)).toEqual([])
  })
})

describe('the ticket issued at the desk', () => {
  it('should reach each subscribed browser encrypted, signed, in its own language', async () => {
    const booking = await paidFlightBooking('en')
    const french = stand.subscription()
    const english = stand.subscription()
    await subscribe(booking, french, 'fr')
    await subscribe(booking, english, 'en')
    const answer = await issue(booking, 'K7Q2ZX')
    expect(answer.status).toBe(200)
    await expect.poll(() => stand.sentTo(french).length + stand.sentTo(english).length).toBe(2)
    const [sent] = stand.sentTo(french)
    expect([
      sent?.headers['content-encoding'],
      String(sent?.headers.authorization).startsWith('vapid t='),
    ]).toEqual(['aes128gcm', true])
    const opened = JSON.parse(decryptPush(sent!.body, french))
    expect(opened).toEqual({
      title: 'Vos billets sont émis',
      body: expect.stringContaining(`${booking.reference}\u00a0: référence de la compagnie (PNR) K7Q2ZX`),
      url: '/fr/trips',
    })
    expect(JSON.parse(decryptPush(stand.sentTo(english)[0]!.body, english)).title).toBe(
      'Your tickets are issued',
    )
  })

  it('should delete a subscription the push service says is gone (410)', async () => {
    const booking = await paidFlightBooking('en')
    const gone = stand.subscription()
    const kept = stand.subscription()
    await subscribe(booking, gone, 'en')
    await subscribe(booking, kept, 'en')
    stand.answer(gone, 410)
    await issue(booking, 'G0NE4X')
    await expect
      .poll(async () => (await subscriptionsOf(booking.id)).map((row) => row.endpoint))
      .toEqual([kept.endpoint])
  })

  it('should issue the tickets when the push service is down', async () => {
    const booking = await paidFlightBooking('en')
    const down = { ...stand.subscription(), endpoint: 'http://127.0.0.1:9/push/down' }
    await subscribe(booking, down, 'en')
    const answer = await issue(booking, 'D0WN2X')
    expect([answer.status, answer.json.state]).toEqual([200, 'ticketed'])
  })
})

describe('the push endpoints against bad input', () => {
  const PUSH_PATHS = ['/bookings/lookup/push', '/bookings/own/push', '/bookings/push/unsubscribe']
  const TEN_MEGABYTES = 'a'.repeat(10 * 1024 * 1024)

  it.each(PUSH_PATHS)('should refuse a 10 MB body on %s with 413', async (path) => {
    const answer = await callApi(path, { method: 'POST', rawBody: `{"endpoint":"${TEN_MEGABYTES}"}` })
    expect(answer.status).toBe(413)
  })

  it.each([
    ['an array', '[1,2]'],
    ['a NUL in the push address', JSON.stringify({ endpoint: 'https://push.invalid/a\u0000b' })],
    ['a push address that is not a URL', JSON.stringify({ endpoint: 'push.invalid/%00' })],
    ['JSON cut short', '{"endpoint":'],
  ])('should refuse %s on unsubscribe with 400 and its message, not a 500', async (_case, rawBody) => {
    const answer = await callApi('/bookings/push/unsubscribe', { method: 'POST', rawBody })
    expect([answer.status, typeof answer.json.message]).toEqual([400, 'string'])
  })

  it('should answer a NUL in the path with a client error', async () => {
    const answer = await callApi('/bookings/push/unsubscribe%00', { method: 'POST', body: {} })
    expect(answer.status >= 400 && answer.status < 500 ? 'client error' : answer.status).toBe('client error')
  })
})
