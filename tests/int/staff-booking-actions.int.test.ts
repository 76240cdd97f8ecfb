/**
 * The console's bookings work (issue 35): found by a traveller's name and the days they were booked,
 * refunded or cancelled with a reason through the payments' own gateway, annotated, and every staff
 * action written to an audit trail (staff-actions) that the console reads and nobody can edit.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelByStaff } from '../../cms/src/services/bookings/staffBookingActions.ts'
import type { PaymentGateway } from '../../cms/src/services/payments/paymentGateway.ts'
import { deleteOffers } from '../fixtures/flights.ts'
import { paidFlight } from '../fixtures/paidFlight.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'
import { callConsole, signInStaff, signInTraveller } from '../fixtures/staffApi.ts'

let payload: Payload
const emails: string[] = []
const offerIds: string[] = []
const cleanups: (() => Promise<unknown>)[] = []
const cookies: Record<string, string | undefined> = {}
let admin: { id: number | string; name: string }

const newEmail = () => {
  const email = `staff-actions-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

/** A paid flight whose one passenger has a surname no other test uses. */
async function paidFlightOf(surname: string) {
  const { booking, itinerary } = await paidFlight(payload, { email: newEmail() })
  offerIds.push(itinerary.itinerary_id)
  const { docs } = await payload.find({
    collection: 'booking-travellers',
    where: { booking: { equals: booking.id } },
    depth: 0,
  })
  const stored = docs[0]!
  await payload.update({
    collection: 'booking-travellers',
    id: stored.id,
    data: { travellers: stored.travellers!.map((traveller) => ({ ...traveller, surname })) },
  })
  return booking
}

const unpaidBooking = () =>
  payload.create({
    collection: 'bookings',
    data: { ...samples.bookings(), email: newEmail(), status: 'pending' },
  })

const history = async (bookingId: number) =>
  (await callConsole(`/admin/bookings/${bookingId}/history`, { cookie: cookies.admin })).json.entries as {
    kind: string
    detail: string
    author: string
  }[]

const cancel = (bookingId: number, body: unknown, cookie: string | undefined = cookies.admin) =>
  callConsole(`/admin/bookings/${bookingId}/cancel`, { method: 'POST', body, cookie })

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'bookings', id, depth: 0 })).status

beforeAll(async () => {
  payload = await testPayload()
  const [staff, editor, traveller] = await Promise.all([
    signInStaff(payload, 'admin'),
    signInStaff(payload, 'editor'),
    signInTraveller(payload),
  ])
  admin = { id: staff.id, name: staff.name }
  Object.assign(cookies, { admin: staff.cookie, editor: editor.cookie, traveller: traveller.cookie })
  cleanups.push(staff.remove, editor.remove, traveller.remove)
})

afterAll(async () => {
  // The trail refuses deletes to everyone; the test removes its own lines as the server would.
  await payload.delete({ collection: 'staff-actions', where: { authorName: { equals: admin.name } } })
  await deleteBookings(payload, emails)
  await deleteOffers(payload, offerIds)
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe('GET /api/admin/bookings searched', () => {
  it("should find a booking by its passenger's name, in any case, given or surname first", async () => {
    const surname = `Searchsurname${crypto.randomUUID().slice(0, 8)}`
    const booking = await paidFlightOf(surname)
    const ids = async (search: string) =>
      (
        (await callConsole(`/admin/bookings?search=${encodeURIComponent(search)}`, { cookie: cookies.admin }))
          .json.bookings as { id: number }[]
      ).map((row) => row.id)
    expect([
      await ids(surname.toLowerCase()),
      await ids(`Abena ${surname}`),
      await ids(`${surname}x`),
    ]).toEqual([[booking.id], [booking.id], []])
  })

  it('should keep to the days it was booked, both included', async () => {
    const booking = await unpaidBooking()
    const today = new Date().toISOString().slice(0, 10)
    const found = async (from: string, to: string) =>
      (
        (await callConsole(`/admin/bookings?from=${from}&to=${to}&limit=100`, { cookie: cookies.admin })).json
          .bookings as { id: number }[]
      ).some((row) => row.id === booking.id)
    expect([await found(today, today), await found('2020-01-01', '2020-01-31')]).toEqual([true, false])
  })

  it('should refuse an end before the start with its field error', async () => {
    const answer = await callConsole('/admin/bookings?from=2026-12-10&to=2026-12-01', {
      cookie: cookies.admin,
    })
    expect([answer.status, answer.json.fieldErrors]).toEqual([400, { to: 'validation.dateRangeOrder' }])
  })
})

describe('POST /api/admin/bookings/:id/cancel', () => {
  it('should refund a paid booking with the reason, and write who did it in its history', async () => {
    const booking = await paidFlightOf('Refundsurname')
    const answer = await cancel(booking.id, { reason: 'Visa refused, goodwill refund' })
    expect([answer.status, answer.json, await statusOf(booking.id), await history(booking.id)]).toEqual([
      200,
      { bookingId: booking.id, status: 'refunded' },
      'refunded',
      [
        expect.objectContaining({
          kind: 'refund',
          detail: 'Visa refused, goodwill refund',
          author: admin.name,
        }),
      ],
    ])
  })

  it('should refuse a second refund with a 409 and no second line', async () => {
    const booking = await paidFlightOf('Twicesurname')
    await cancel(booking.id, { reason: 'First' })
    const again = await cancel(booking.id, { reason: 'Second' })
    expect([again.status, (await history(booking.id)).length]).toEqual([409, 1])
  })

  it('should cancel an unpaid booking and record it', async () => {
    const booking = await unpaidBooking()
    const answer = await cancel(booking.id, { reason: 'Duplicate booking' })
    expect([
      answer.status,
      await statusOf(booking.id),
      (await history(booking.id)).map((entry) => entry.kind),
    ]).toEqual([200, 'cancelled', ['cancel']])
  })

  it('should refuse a missing reason with its field error and change nothing', async () => {
    const booking = await paidFlightOf('Noreasonsurname')
    const answer = await cancel(booking.id, { reason: '   ' })
    expect([
      answer.status,
      answer.json.fieldErrors,
      await statusOf(booking.id),
      await history(booking.id),
    ]).toEqual([400, { reason: 'validation.reasonRequired' }, 'confirmed', []])
  })

  it('should leave the booking paid and write no line when the gateway refuses the refund', async () => {
    const booking = await paidFlightOf('Gatewaysurname')
    const refusing = {
      refund: () => Promise.reject(new Error('card network down')),
    } as unknown as PaymentGateway
    const outcome = await cancelByStaff(payload, {
      bookingId: booking.id,
      adminId: Number(admin.id),
      reason: 'Try',
      now: new Date(),
      gatewayFor: () => refusing,
    })
    expect([outcome.kind, await statusOf(booking.id), await history(booking.id)]).toEqual([
      'refund_failed',
      'confirmed',
      [],
    ])
  })
})

describe('POST /api/admin/bookings/:id/notes', () => {
  it('should keep the note with its author, newest first in the history', async () => {
    const booking = await unpaidBooking()
    await callConsole(`/admin/bookings/${booking.id}/notes`, {
      method: 'POST',
      body: { text: 'Called the traveller' },
      cookie: cookies.admin,
    })
    const answer = await callConsole(`/admin/bookings/${booking.id}/notes`, {
      method: 'POST',
      body: { text: 'Sent the visa letter' },
      cookie: cookies.admin,
    })
    const entries = answer.json.entries as { detail: string; author: string; at: string }[]
    expect([answer.status, entries.map((entry) => [entry.detail, entry.author])]).toEqual([
      200,
      [
        ['Sent the visa letter', admin.name],
        ['Called the traveller', admin.name],
      ],
    ])
  })

  it('should answer 404 for a booking that does not exist', async () => {
    const answer = await callConsole('/admin/bookings/2147483000/notes', {
      method: 'POST',
      body: { text: 'Lost' },
      cookie: cookies.admin,
    })
    expect(answer.status).toBe(404)
  })
})

describe('anyone but an administrator', () => {
  const REFUSED = [
    ['a guest', undefined, 401],
    ['a traveller', 'traveller', 403],
    ['an editor', 'editor', 403],
  ] as const

  it.each(REFUSED)('should refuse %s every booking action and change nothing', async (_who, role, status) => {
    const booking = await unpaidBooking()
    const cookie = role ? cookies[role] : undefined
    const answers = await Promise.all([
      callConsole(`/admin/bookings/${booking.id}/cancel`, {
        method: 'POST',
        body: { reason: 'Not mine' },
        cookie,
      }),
      callConsole(`/admin/bookings/${booking.id}/notes`, { method: 'POST', body: { text: 'x' }, cookie }),
      callConsole(`/admin/bookings/${booking.id}/history`, { cookie }),
    ])
    expect([answers.map((answer) => answer.status), await statusOf(booking.id)]).toEqual([
      [status, status, status],
      'pending',
    ])
  })

  it('should refuse a cancel from a foreign origin', async () => {
    const booking = await unpaidBooking()
    const answer = await callConsole(`/admin/bookings/${booking.id}/cancel`, {
      method: 'POST',
      body: { reason: 'Forged' },
      cookie: cookies.admin,
      origin: 'https://evil.example',
    })
    expect([answer.status, await statusOf(booking.id)]).toEqual([403, 'pending'])
  })
})

describe('the audit trail', () => {
  it('should refuse an administrator editing or deleting a line through REST', async () => {
    const booking = await unpaidBooking()
    await cancel(booking.id, { reason: 'Kept for the record' })
    const { docs } = await payload.find({
      collection: 'staff-actions',
      where: { booking: { equals: booking.id } },
    })
    const line = docs[0]!
    const [edited, deleted, created] = await Promise.all([
      callConsole(`/staff-actions/${line.id}`, {
        method: 'PATCH',
        body: { detail: 'Changed' },
        cookie: cookies.admin,
      }),
      callConsole(`/staff-actions/${line.id}`, { method: 'DELETE', cookie: cookies.admin }),
      callConsole('/staff-actions', {
        method: 'POST',
        body: { kind: 'note', authorName: 'Someone else', detail: 'Forged' },
        cookie: cookies.admin,
      }),
    ])
    const kept = await payload.findByID({ collection: 'staff-actions', id: line.id })
    expect([edited.status, deleted.status, created.status, kept.detail]).toEqual([
      403,
      403,
      403,
      'Kept for the record',
    ])
  })
})
