/**
 * Booking references nobody can compute (issue 30, finding 1): a confirmed booking's reference is
 * drawn from the CSPRNG, not derived from its sequential id, so one's own reference reveals no
 * other; a drawn reference another booking holds is drawn again; a reference once given stays.
 * And one budget of misses per client for lookup, resend and cancel together.
 */
import { BOOKING_REFERENCE } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyBookingEvent, inTransaction } from '../../cms/src/services/payments/bookings/bookingStore.ts'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import {
  completeCheckout,
  deleteBookings,
  paidBooking,
  seededPackage,
  startCheckout,
} from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
const emails: string[] = []

const newEmail = () => {
  const email = `reference-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteBookings(payload, emails)
})

const { alphabet, length } = BOOKING_REFERENCE
const SPACE = 2n ** 30n

/** The number a reference spells in its 32 letters (the old scheme's (id × M XOR K) mod 2^30). */
const spelledNumber = (reference: string) =>
  [...reference.slice(3)].reduce((value, letter) => value * 32n + BigInt(alphabet.indexOf(letter)), 0n)

/** The id the reference scheme of issue 30's probe inverts it to: (value XOR K) × M⁻¹ mod 2^30. */
function idOfOldScheme(reference: string): bigint {
  const multiplier = 0x2f1e_4a6bn
  let inverse = 1n
  for (let step = 0; step < 5; step += 1) inverse = (inverse * (2n - multiplier * inverse)) % SPACE
  return ((((spelledNumber(reference) ^ 0x15a3_c5e9n) * inverse) % SPACE) + SPACE) % SPACE
}

/** Books and pays `count` bookings one after the other through checkout and the signed webhook. */
async function consecutiveBookings(count: number) {
  const item = await seededPackage(payload, 'flight')
  const paid: { id: number; reference: string }[] = []
  for (let index = 0; index < count; index += 1) {
    const { sessionId } = await startCheckout('flight', {
      package_id: item.id,
      passengers: 1,
      user_email: newEmail(),
    })
    const booking = await completeCheckout(payload, sessionId)
    paid.push({ id: booking.id, reference: booking.reference ?? '' })
  }
  return paid
}

/** A pending booking, as a checkout leaves it (no reference yet). */
const pendingBooking = (data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'bookings',
    data: { ...samples.bookings(), reference: null, email: newEmail(), ...data },
  })

const confirm = (bookingId: number, drawReference?: () => string) =>
  inTransaction(payload, (tx) =>
    applyBookingEvent(payload, tx, bookingId, 'payment_succeeded', new Date(), { drawReference }),
  )

describe('a confirmed booking’s reference', () => {
  it('should not follow from the id: the old formula inverts none of twelve consecutive ones', async () => {
    const paid = await consecutiveBookings(12)
    expect({
      consecutive: paid.every((booking, index) => index === 0 || booking.id === paid[index - 1]!.id + 1),
      shaped: paid.every((booking) => new RegExp(`^NX-[${alphabet}]{${length}}$`).test(booking.reference)),
      invertedToItsId: paid.filter((booking) => idOfOldScheme(booking.reference) === BigInt(booking.id))
        .length,
    }).toEqual({ consecutive: true, shaped: true, invertedToItsId: 0 })
  })

  it('should draw again when the drawn reference is another booking’s', async () => {
    const taken = await paidBooking(payload, newEmail())
    const booking = await pendingBooking()
    const draws = [taken.reference, 'NX-RETRY2']
    const applied = await confirm(booking.id, () => draws.shift()!)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect([applied?.status, stored.reference, draws.length]).toEqual(['confirmed', 'NX-RETRY2', 0])
  })

  it('should keep a reference the booking already has', async () => {
    const reference = 'NX-KEEP23'
    const booking = await pendingBooking({ status: 'expired', reference })
    await confirm(booking.id, () => 'NX-OTHER2')
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect([stored.status, stored.reference]).toEqual(['confirmed', reference])
  })
})

describe('the budget of lookup misses', () => {
  const post = (path: string, body: Record<string, unknown>, ip: string) =>
    callApi(`/bookings/lookup${path}`, { method: 'POST', body, ip })
  const miss = { reference: 'NX-7K3Q9P', email: 'nobody@example.com' }

  it('should be one for lookup, resend and cancel together: the eleventh miss is refused', async () => {
    const ip = uniqueIp()
    const statuses: number[] = []
    for (const path of ['', '', '', '', '/resend', '/resend', '/resend', '/cancel', '/cancel', '/cancel', ''])
      statuses.push((await post(path, miss, ip)).status)
    expect(statuses).toEqual([...Array(10).fill(404), 429])
  })

  it('should not be spent by lookups that find the booking', async () => {
    const ip = uniqueIp()
    const booking = await paidBooking(payload, newEmail())
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await post('', { reference: booking.reference, email: booking.email }, ip)).status)
    statuses.push((await post('', miss, ip)).status)
    expect(statuses).toEqual([...Array(12).fill(200), 404])
  })
})
