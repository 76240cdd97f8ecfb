/**
 * One door for staff writes (issue 40, finding 3): bookings, their payment events, tickets, rides and
 * the booking kinds' records are read-only through Payload's generic REST (and so the panel) for every
 * staff role; an administrator changes them only through the console's endpoints, whose rules apply
 * and which write the booking's history. Deleting a booking is not offered at all.
 */
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteOffers } from '../fixtures/flights.ts'
import { paidFlight } from '../fixtures/paidFlight.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let packageId: number
const emails: string[] = []
const offerIds: string[] = []
const cookies: Record<'admin' | 'editor', string> = { admin: '', editor: '' }
const cleanups: (() => Promise<unknown>)[] = []
let adminName: string

/** A record of the collection, as the server writes it, for the given booking. */
const RECORDS: Record<string, (bookingId: number) => Record<string, unknown>> = {
  'booking-travellers': (booking) => ({
    booking,
    contactEmail: 'awa@example.com',
    contactPhone: '+225 07 00 00 00 00',
    travellers: [{ title: 'ms', givenNames: 'Awa', surname: 'Koné' }],
  }),
  'stay-supplier-bookings': (booking) => ({ booking, supplier: 'duffel', rateId: 'rat_1', quoteId: 'quo_1' }),
  'booking-stays': (booking) => ({ booking, rooms: 1, nights: 2 }),
  'booking-flights': (booking) => ({ booking, itinerary: { segments: [] }, passengers: 1 }),
  'booking-packages': (booking) => ({ booking, package: packageId, passengers: 2 }),
  'payment-events': (booking) => ({
    booking,
    eventId: `evt_one_door_${crypto.randomUUID()}`,
    type: 'checkout.session.completed',
  }),
  'flight-tickets': (booking) => ({ booking, state: 'waiting', source: 'desk' }),
  rides: (booking) => ({ ...samples.rides(), booking }),
}

/** What a staff member tries to change through REST (the probe's own values where it had some). */
const CHANGES: Record<string, Record<string, unknown>> = {
  bookings: { status: 'confirmed', refundedAmount: 0 },
  'booking-travellers': { contactPhone: '+1 617 555 0199' },
  'stay-supplier-bookings': { status: 'booked', confirmation: 'FORGED' },
  'booking-stays': { rooms: 3 },
  'booking-flights': { passengers: 5 },
  'booking-packages': { passengers: 5 },
  'payment-events': { type: 'forged' },
  'flight-tickets': { pnr: '<b>x</', state: 'issued' },
  rides: { adminNotes: 'VIP client', status: 'completed' },
}

const SERVER_WRITTEN = Object.keys(CHANGES)

const newBooking = () => {
  const email = `one-door-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return payload.create({ collection: 'bookings', data: { ...samples.bookings(), email }, depth: 0 })
}

/** A booking and, for the other collections, one record of the collection on it. */
async function storedRecord(collection: string) {
  const booking = await newBooking()
  if (collection === 'bookings') return { id: booking.id, bookingId: booking.id }
  const record = await payload.create({
    collection: collection as CollectionSlug,
    data: RECORDS[collection]!(booking.id) as never,
    depth: 0,
  })
  return { id: record.id, bookingId: booking.id }
}

const storedNow = (collection: string, id: number) =>
  payload.findByID({ collection: collection as CollectionSlug, id, depth: 0, disableErrors: true })

/** How many records of the collection belong to the booking (for bookings: the booking itself). */
const countOn = async (collection: string, bookingId: number) =>
  (
    await payload.count({
      collection: collection as CollectionSlug,
      where: collection === 'bookings' ? { id: { equals: bookingId } } : { booking: { equals: bookingId } },
    })
  ).totalDocs

type Role = keyof typeof cookies
const rest = (role: Role, method: string, path: string, body?: unknown) =>
  callConsole(path, { method, body, cookie: cookies[role] })

beforeAll(async () => {
  payload = await testPayload()
  const [admin, editor] = await Promise.all([signInStaff(payload, 'admin'), signInStaff(payload, 'editor')])
  Object.assign(cookies, { admin: admin.cookie, editor: editor.cookie })
  adminName = admin.name
  cleanups.push(admin.remove, editor.remove)
  packageId = (
    await payload.create({
      collection: 'packages',
      data: { ...samples.packages(), kind: 'flight', currency: 'USD' },
      depth: 0,
    })
  ).id
})

afterAll(async () => {
  await payload.delete({ collection: 'staff-actions', where: { authorName: { equals: adminName } } })
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { email: { in: emails } },
    pagination: false,
    depth: 0,
  })
  const bookingIds = docs.map((booking) => booking.id)
  // Not among the records a booking takes with it (bookings' beforeDelete hook).
  await payload.delete({ collection: 'rides', where: { booking: { in: bookingIds } } })
  await payload.delete({ collection: 'stay-supplier-bookings', where: { booking: { in: bookingIds } } })
  await deleteBookings(payload, emails)
  await payload.delete({ collection: 'packages', where: { id: { equals: packageId } } })
  await deleteOffers(payload, offerIds)
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const ROLES: Role[] = ['admin', 'editor']
const CASES = SERVER_WRITTEN.flatMap((collection) => ROLES.map((role) => ({ collection, role })))

describe("Payload's REST writes to what the server writes", () => {
  it.each(CASES)(
    'should refuse $role a POST to /api/$collection (403) and create nothing',
    async ({ collection, role }) => {
      const booking = await newBooking()
      const data =
        collection === 'bookings'
          ? { ...samples.bookings(), email: `one-door-post-${crypto.randomUUID()}@example.com` }
          : RECORDS[collection]!(booking.id)
      const answer = await rest(role, 'POST', `/${collection}`, data)
      const bookingsByEmail =
        collection === 'bookings'
          ? (await payload.count({ collection: 'bookings', where: { email: { equals: data.email } } }))
              .totalDocs
          : 0
      const recordsOnBooking = collection === 'bookings' ? 0 : await countOn(collection, booking.id)
      expect([answer.status, bookingsByEmail, recordsOnBooking]).toEqual([403, 0, 0])
    },
  )

  it.each(CASES)(
    'should refuse $role a PATCH of one $collection (403) and change nothing',
    async ({ collection, role }) => {
      const { id } = await storedRecord(collection)
      const before = await storedNow(collection, id)
      const answer = await rest(role, 'PATCH', `/${collection}/${id}`, CHANGES[collection])
      expect([answer.status, await storedNow(collection, id)]).toEqual([403, before])
    },
  )

  it.each(CASES)(
    'should refuse $role a PATCH of $collection by a query (403) and change nothing',
    async ({ collection, role }) => {
      const { id } = await storedRecord(collection)
      const before = await storedNow(collection, id)
      const answer = await rest(role, 'PATCH', `/${collection}?where[id][equals]=${id}`, CHANGES[collection])
      expect([answer.status, await storedNow(collection, id)]).toEqual([403, before])
    },
  )

  it.each(CASES)(
    'should refuse $role a DELETE of one $collection (403) and keep it',
    async ({ collection, role }) => {
      const { id, bookingId } = await storedRecord(collection)
      const answer = await rest(role, 'DELETE', `/${collection}/${id}`)
      expect([answer.status, await countOn(collection, bookingId)]).toEqual([403, 1])
    },
  )

  it.each(CASES)(
    'should refuse $role a DELETE of $collection by a query (403) and keep it',
    async ({ collection, role }) => {
      const { id, bookingId } = await storedRecord(collection)
      const answer = await rest(role, 'DELETE', `/${collection}?where[id][equals]=${id}`)
      expect([answer.status, await countOn(collection, bookingId)]).toEqual([403, 1])
    },
  )
})

describe("the probe's three writes, through the console's door instead", () => {
  /** A paid flight of the offline engine: its booking, with its ticket waiting at the desk. */
  async function paidFlightBooking() {
    const email = `one-door-paid-${crypto.randomUUID()}@example.com`
    emails.push(email)
    const { booking, itinerary } = await paidFlight(payload, { email })
    offerIds.push(itinerary.itinerary_id)
    return booking
  }

  const history = async (bookingId: number) =>
    (
      (await callConsole(`/admin/bookings/${bookingId}/history`, { cookie: cookies.admin })).json.entries as {
        kind: string
      }[]
    ).map((entry) => entry.kind)

  it('should keep a booking refunded through the console refunded, with its history, whatever REST is sent', async () => {
    const booking = await paidFlightBooking()
    const refund = await callConsole(`/admin/bookings/${booking.id}/cancel`, {
      method: 'POST',
      body: { reason: 'Visa refused' },
      cookie: cookies.admin,
    })
    const note = await callConsole(`/admin/bookings/${booking.id}/notes`, {
      method: 'POST',
      body: { text: 'Told the traveller' },
      cookie: cookies.admin,
    })
    const [patched, deleted] = await Promise.all([
      rest('admin', 'PATCH', `/bookings/${booking.id}`, { status: 'confirmed', refundedAmount: 0 }),
      rest('admin', 'DELETE', `/bookings/${booking.id}`),
    ])
    const stored = await payload.findByID({
      collection: 'bookings',
      id: booking.id,
      depth: 0,
      disableErrors: true,
    })
    expect([
      refund.status,
      note.status,
      patched.status,
      deleted.status,
      stored?.status,
      stored?.refundedAmount,
      await history(booking.id),
    ]).toEqual([200, 200, 403, 403, 'refunded', booking.amount, ['note', 'refund']])
  })

  it("should refuse a PNR through the ticket's REST and leave the desk's ticket waiting", async () => {
    const booking = await paidFlightBooking()
    const { docs } = await payload.find({
      collection: 'flight-tickets',
      where: { booking: { equals: booking.id } },
      depth: 0,
    })
    const ticket = docs[0]!
    const answer = await rest('admin', 'PATCH', `/flight-tickets/${ticket.id}`, { pnr: '<b>x</' })
    const stored = await payload.findByID({ collection: 'flight-tickets', id: ticket.id, depth: 0 })
    expect([answer.status, stored.pnr ?? null, stored.state]).toEqual([403, null, 'waiting'])
  })
})
