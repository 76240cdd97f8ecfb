/** The built-in test checkout: the site page's view and its card form, fulfilled through the signed webhook path. */
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, seededPackage, startCheckout, TEST_CARD } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
const emails: string[] = []
let sessionId: string
let email: string

const pay = (card: Record<string, string>, id = sessionId) =>
  callApi(`/payments/test-checkout/${id}/pay`, { method: 'POST', body: card })

beforeAll(async () => {
  payload = await testPayload()
})

beforeEach(async () => {
  email = `card-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const item = await seededPackage(payload, 'hotel')
  ;({ sessionId } = await startCheckout('hotel', {
    package_id: item.id,
    nights: 2,
    rooms: 1,
    user_email: email,
    locale: 'fr',
  }))
})

afterEach(async () => {
  await deleteBookings(payload, emails)
})

describe('GET /api/payments/test-checkout/{session_id}', () => {
  it('should show the amount, what is bought and an open state', async () => {
    const booking = await bookingOf(payload, sessionId)
    const { json } = await callApi(`/payments/test-checkout/${sessionId}`)
    expect([json.state, json.amount, json.currency, json.booking_type, json.item_name, json.locale]).toEqual([
      'open',
      booking.amount,
      booking.currency,
      'hotel',
      booking.itemName,
      'fr',
    ])
  })

  it('should give the French cancel page with the session id', async () => {
    const { json } = await callApi(`/payments/test-checkout/${sessionId}`)
    expect(json.cancel_url).toBe(`${process.env.PUBLIC_SITE_URL}/fr/payment/cancel?session_id=${sessionId}`)
  })

  it('should answer 404 for an unknown session', async () => {
    const { status } = await callApi(`/payments/test-checkout/cs_test_${'0'.repeat(48)}`)
    expect(status).toBe(404)
  })
})

describe('POST /api/payments/test-checkout/{session_id}/pay', () => {
  it('should accept 4242 4242 4242 4242 and send the traveller to the French success page', async () => {
    const { status, json } = await pay(TEST_CARD)
    expect([status, json]).toEqual([
      200,
      {
        outcome: 'succeeded',
        redirect_url: `${process.env.PUBLIC_SITE_URL}/fr/payment/success?session_id=${sessionId}`,
      },
    ])
  })

  it("should keep the card's last four digits, which a refund names", async () => {
    await pay(TEST_CARD)
    expect((await bookingOf(payload, sessionId)).cardLast4).toBe('4242')
  })

  it('should confirm the booking through the signed event path', async () => {
    await pay(TEST_CARD)
    const booking = await bookingOf(payload, sessionId)
    const { docs } = await payload.find({
      collection: 'payment-events',
      where: { booking: { equals: booking.id } },
      depth: 0,
    })
    expect([booking.status, docs.map((event) => event.type)]).toEqual([
      'confirmed',
      ['checkout.session.completed'],
    ])
  })

  it('should mail the confirmation in French', async () => {
    await pay(TEST_CARD)
    const mail = await waitForMail(process.env.MAIL_API_URL!, email)
    expect(mail.subject).toMatch(/^Votre réservation Nexovia NX-\w{6} est confirmée$/)
  })

  it('should refuse 4000 0000 0000 0002 as card_declined with 402', async () => {
    const { status, json } = await pay({ ...TEST_CARD, number: '4000 0000 0000 0002' })
    expect([status, json.outcome, json.message]).toEqual([402, 'card_declined', 'paymentErrors.cardDeclined'])
  })

  it('should refuse 4000 0000 0000 9995 as insufficient_funds with 402', async () => {
    const { status, json } = await pay({ ...TEST_CARD, number: '4000 0000 0000 9995' })
    expect([status, json.outcome, json.message]).toEqual([
      402,
      'insufficient_funds',
      'paymentErrors.insufficientFunds',
    ])
  })

  it('should keep the session open for another card after a decline', async () => {
    await pay({ ...TEST_CARD, number: '4000 0000 0000 9995' })
    const { json } = await callApi(`/payments/test-checkout/${sessionId}`)
    expect([json.state, json.last_failure]).toEqual(['open', 'insufficient_funds'])
  })

  it('should accept a good card after a declined one', async () => {
    await pay({ ...TEST_CARD, number: '4000 0000 0000 0002' })
    await pay(TEST_CARD)
    expect((await bookingOf(payload, sessionId)).status).toBe('confirmed')
  })

  it('should refuse a number that fails the checksum as invalid_card', async () => {
    const { status, json } = await pay({ ...TEST_CARD, number: '4242 4242 4242 4241' })
    expect([status, json.outcome, json.fieldErrors]).toEqual([
      400,
      'invalid_card',
      { number: 'paymentErrors.invalidCard' },
    ])
  })

  it('should refuse a card that expired as invalid_card', async () => {
    const { status, json } = await pay({ ...TEST_CARD, expiry: '01/20' })
    expect([status, json.outcome, json.fieldErrors]).toEqual([
      400,
      'invalid_card',
      { expiry: 'paymentErrors.invalidCard' },
    ])
  })

  it('should refuse a missing cvc as invalid_card with its field', async () => {
    const { status, json } = await pay({ ...TEST_CARD, cvc: '' })
    expect([status, json.outcome, Object.keys(json.fieldErrors as object)]).toEqual([
      400,
      'invalid_card',
      ['cvc'],
    ])
  })

  it('should refuse to pay an expired session with 410', async () => {
    const booking = await bookingOf(payload, sessionId)
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { sessionExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const { status, json } = await pay(TEST_CARD)
    expect([status, json.outcome]).toEqual([410, 'session_expired'])
  })

  it('should refuse to pay a session twice with 409', async () => {
    await pay(TEST_CARD)
    const { status, json } = await pay(TEST_CARD)
    expect([status, json.outcome]).toEqual([409, 'session_closed'])
  })

  it('should refuse a card form that is not JSON with 415', async () => {
    const { status } = await callApi(`/payments/test-checkout/${sessionId}/pay`, {
      method: 'POST',
      rawBody: 'number=4242424242424242',
      contentType: 'text/plain',
    })
    expect(status).toBe(415)
  })
})

describe('My Bookings', () => {
  it('should list a paid booking of the signed-in traveller with its reference', async () => {
    const traveller = samples.users()
    emails.push(traveller.email)
    const user = await payload.create({ collection: 'users', data: traveller })
    const login = await callApi('/users/login', {
      method: 'POST',
      body: { email: traveller.email, password: traveller.password },
    })
    const cookie = sessionCookieFrom(login.headers)
    const item = await seededPackage(payload, 'flight')
    const started = await startCheckout('flight', { package_id: item.id }, cookie)
    await pay(TEST_CARD, started.sessionId)
    const booking = await bookingOf(payload, started.sessionId)
    const { json } = await callApi('/account/bookings', { cookie })
    await payload.delete({ collection: 'users', id: user.id })
    expect(json.docs).toEqual([
      expect.objectContaining({ reference: booking.reference, status: 'confirmed' }),
    ])
  })

  it('should not list an unpaid checkout', async () => {
    const traveller = samples.users()
    emails.push(traveller.email)
    const user = await payload.create({ collection: 'users', data: traveller })
    const login = await callApi('/users/login', {
      method: 'POST',
      body: { email: traveller.email, password: traveller.password },
    })
    const cookie = sessionCookieFrom(login.headers)
    const item = await seededPackage(payload, 'flight')
    await startCheckout('flight', { package_id: item.id }, cookie)
    const { json } = await callApi('/account/bookings', { cookie })
    await payload.delete({ collection: 'users', id: user.id })
    expect(json.docs).toEqual([])
  })
})
