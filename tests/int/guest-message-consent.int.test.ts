/**
 * POST /api/bookings/lookup/messages, a guest's phone channels by reference and address (issue 45):
 * the manage-booking lookup shows them; a wrong address is the lookup's 404, revealing nothing and
 * changing nothing; its misses are counted as the other lookups' (the contract's limit).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, paidBooking as paidThroughTestCheckout } from '../fixtures/payments.ts'

let payload: Payload
const emails: string[] = []

async function paidBooking() {
  const email = `guest-messages-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return paidThroughTestCheckout(payload, email, { itemName: 'Accra weekend' })
}

const WHATSAPP_ON = { phone: '+233241234567', whatsapp: true, sms: false }

const setConsent = (body: Record<string, unknown>, ip = uniqueIp()) =>
  callApi('/bookings/lookup/messages', { method: 'POST', body, ip })

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteBookings(payload, [...emails])
})

describe("a guest's phone channels", () => {
  it('should show the choice made by reference and address on the booking the lookup finds', async () => {
    const booking = await paidBooking()
    const chosen = await setConsent({
      reference: booking.reference,
      email: booking.email,
      consent: WHATSAPP_ON,
    })
    const found = await callApi('/bookings/lookup', {
      method: 'POST',
      body: { reference: booking.reference, email: booking.email },
      ip: uniqueIp(),
    })
    expect([chosen.status, chosen.json, (found.json.booking as { messages?: unknown }).messages]).toEqual([
      200,
      WHATSAPP_ON,
      WHATSAPP_ON,
    ])
  })

  it('should answer a wrong address as an unknown reference, and change nothing', async () => {
    const booking = await paidBooking()
    const other = await paidBooking()
    const wrongAddress = await setConsent({
      reference: booking.reference,
      email: other.email,
      consent: WHATSAPP_ON,
    })
    const unknown = await setConsent({ reference: 'NX-7K3Q9P', email: booking.email, consent: WHATSAPP_ON })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect({
      wrongAddress: [wrongAddress.status, wrongAddress.json],
      unknown: [unknown.status, unknown.json],
      stored: [stored.messagePhone ?? null, stored.whatsappConsent],
    }).toEqual({
      wrongAddress: [404, { message: 'manage.notFound' }],
      unknown: [404, { message: 'manage.notFound' }],
      stored: [null, false],
    })
  })

  it('should refuse the eleventh miss from one client, sent all at once, as the lookups do', async () => {
    const ip = uniqueIp()
    const misses = Array.from({ length: 11 }, () =>
      setConsent({ reference: 'NX-7K3Q9P', email: 'nobody@example.com', consent: WHATSAPP_ON }, ip),
    )
    const statuses = (await Promise.all(misses)).map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(10).fill(404), 429])
  })
})
