/**
 * /api/bookings/lookup: a booking found by reference and address, signed in or not; one answer for a
 * wrong reference or a wrong address; rate-limited; the confirmation mailed again to the booking only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { mailsTo, waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, paidBooking as paidThroughTestCheckout } from '../fixtures/payments.ts'

let payload: Payload
const emails: string[] = []

/** A paid booking of a new address, with its reference. */
async function paidBooking(overrides: Record<string, unknown> = {}) {
  const email = `manage-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return paidThroughTestCheckout(payload, email, {
    itemName: 'Abidjan getaway',
    itemDetails: '2 passengers',
    ...overrides,
  })
}

const lookup = (body: Record<string, unknown>, ip = uniqueIp()) =>
  callApi('/bookings/lookup', { method: 'POST', body, ip })

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteBookings(payload, [...emails])
})

describe('a booking lookup', () => {
  it('should find the booking by reference and address, as typed by a traveller', async () => {
    const booking = await paidBooking()
    const typed = {
      reference: ` ${booking.reference.replace('-', '').toLowerCase()} `,
      email: booking.email.toUpperCase(),
    }
    const answer = await lookup(typed)
    expect([answer.status, answer.json.booking]).toEqual([
      200,
      expect.objectContaining({
        reference: booking.reference,
        status: 'confirmed',
        itemName: 'Abidjan getaway',
        amount: 85000,
        currency: 'USD',
      }),
    ])
  })

  it('should give the same answer for a wrong reference and a wrong address', async () => {
    const booking = await paidBooking()
    const other = await paidBooking()
    const wrongAddress = await lookup({ reference: booking.reference, email: other.email })
    const wrongReference = await lookup({ reference: other.reference, email: booking.email })
    expect([wrongAddress.status, wrongAddress.json]).toEqual([404, { message: 'manage.notFound' }])
    expect([wrongReference.status, wrongReference.json]).toEqual([wrongAddress.status, wrongAddress.json])
  })

  it('should never find a checkout that was not paid (it has no reference)', async () => {
    const unpaid = await paidBooking({ status: 'pending' })
    await payload.update({ collection: 'bookings', id: unpaid.id, data: { reference: null } })
    expect((await lookup({ reference: unpaid.reference, email: unpaid.email })).status).toBe(404)
  })

  it('should explain a malformed reference as a field error, before any lookup', async () => {
    const answer = await lookup({ reference: 'NX-10OI00', email: 'ama@example.com' })
    expect([answer.status, answer.json.fieldErrors]).toEqual([400, { reference: 'manage.referenceInvalid' }])
  })

  it('should refuse the eleventh lookup from one client in 15 minutes', async () => {
    const ip = uniqueIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await lookup({ reference: 'NX-7K3Q9P', email: 'nobody@example.com' }, ip)).status)
    expect([statuses.slice(0, 10).every((status) => status === 404), statuses.at(-1)]).toEqual([true, 429])
  })
})

describe('the confirmation, again', () => {
  it('should mail it to the booking’s address, saying where to manage the booking', async () => {
    const booking = await paidBooking({ locale: 'fr' })
    const answer = await callApi('/bookings/lookup/resend', {
      method: 'POST',
      body: { reference: booking.reference, email: booking.email },
    })
    const mail = await waitForMail(process.env.MAIL_API_URL!, booking.email)
    expect([answer.status, answer.json, mail.subject, mail.text.includes('/fr/manage-booking')]).toEqual([
      200,
      { sent: true },
      `Votre réservation Nexovia ${booking.reference} est confirmée`,
      true,
    ])
  })

  it('should send nothing for a wrong address', async () => {
    const booking = await paidBooking()
    const answer = await callApi('/bookings/lookup/resend', {
      method: 'POST',
      body: { reference: booking.reference, email: 'someone-else@example.com' },
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect([
      answer.status,
      (await mailsTo(process.env.MAIL_API_URL!, 'someone-else@example.com')).length,
    ]).toEqual([404, 0])
  })
})
