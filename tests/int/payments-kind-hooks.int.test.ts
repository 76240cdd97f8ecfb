/** A booking's payment moves its own kind's hooks only (payments/bookingKinds.ts): a stay's never runs a flight's. */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type BookingKindHooks,
  hooksOfKind,
  registerBookingKind,
} from '../../cms/src/services/payments/bookingKinds.ts'
import { testPayload } from '../fixtures/payload.ts'
import { completeCheckout, deleteBookings, seededPackage, startCheckout } from '../fixtures/payments.ts'

let payload: Payload
const emails: string[] = []
const kinds = ['flight', 'hotel'] as const
const original = new Map<string, BookingKindHooks>()
/** Which kind's confirmation hooks ran, for which booking ("hotel onConfirmed 12"). */
const calls: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  for (const kind of kinds) {
    const hooks = hooksOfKind(kind) as BookingKindHooks
    original.set(kind, hooks)
    registerBookingKind(kind, {
      ...hooks,
      onConfirmed: async (payload, tx, bookingId, now) => {
        calls.push(`${kind} onConfirmed ${bookingId}`)
        return hooks.onConfirmed?.(payload, tx, bookingId, now)
      },
      afterConfirmed: async (payload, bookingId, now) => {
        calls.push(`${kind} afterConfirmed ${bookingId}`)
        return hooks.afterConfirmed?.(payload, bookingId, now)
      },
    })
  }
})

afterAll(() => {
  for (const kind of kinds) registerBookingKind(kind, original.get(kind)!)
})

afterEach(async () => {
  calls.splice(0)
  await deleteBookings(payload, emails)
})

/** A package of the kind, paid through the signed webhook path. */
async function paidPackage(kind: 'flight' | 'hotel') {
  const email = `kind-hooks-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const item = await seededPackage(payload, kind)
  const { sessionId } = await startCheckout(kind, {
    package_id: item.id,
    user_email: email,
    ...(kind === 'hotel' ? { nights: 2, rooms: 1 } : { passengers: 1 }),
  })
  return completeCheckout(payload, sessionId)
}

describe('the hooks a confirmed payment runs', () => {
  it("should run a stay's own hooks, and none of a flight's", async () => {
    const booking = await paidPackage('hotel')
    expect([booking.status, calls]).toEqual([
      'confirmed',
      [`hotel onConfirmed ${booking.id}`, `hotel afterConfirmed ${booking.id}`],
    ])
  })

  it("should run a flight's own hooks, and none of a stay's", async () => {
    const booking = await paidPackage('flight')
    expect([booking.status, calls]).toEqual([
      'confirmed',
      [`flight onConfirmed ${booking.id}`, `flight afterConfirmed ${booking.id}`],
    ])
  })
})
