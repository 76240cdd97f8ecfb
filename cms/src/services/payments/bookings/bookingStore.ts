import type { TBookingStatus, TCurrency } from '@nexovia/content-schema'
import { and, eq, ilike, inArray, isNull, lt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { bookings } from '../../../payload-generated-schema'
import { type Drizzle, drizzleOf } from '../../lib/typedDatabase'
import { randomBookingReference } from './bookingReference'
import { type BookingEvent, statusesAccepting } from './bookingState'

/**
 * What payments reads and writes of the bookings table beside the Local API, as typed queries on the
 * schema Payload generates (payload-generated-schema.ts): locks (SELECT … FOR UPDATE), and conditional
 * writes where every state change is one UPDATE … WHERE status IN (…), so that two deliveries racing
 * each other cannot both apply it (never read-then-write). Payment events are paymentEventStore.ts's.
 */
export type Transaction = Parameters<Parameters<Drizzle['transaction']>[0]>[0]

/** Runs the work in one database transaction (committed when it returns, rolled back when it throws). */
export const inTransaction = <T>(payload: Payload, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  drizzleOf(payload).transaction(work)

/** What a refund or a cancel reads of a booking, locked for the rest of the caller's transaction. */
export type LockedBooking = {
  id: number
  /** The booking's kind (its hooks are its own). */
  type: string
  status: TBookingStatus
  amount: number
  currency: TCurrency
  checkout_provider: string | null
  checkout_session_id: string | null
  payment_intent_id: string | null
}

/**
 * Reads and locks (FOR UPDATE) a booking: the admin cancel and the webhook both lock the booking
 * before its ride, so the two never deadlock and a payment and a cancel run one after the other.
 */
export async function lockBooking(tx: Transaction, bookingId: number): Promise<LockedBooking | undefined> {
  const [row] = await tx
    .select({
      id: bookings.id,
      type: bookings.type,
      status: bookings.status,
      amount: bookings.amount,
      currency: bookings.currency,
      checkout_provider: bookings.checkoutProvider,
      checkout_session_id: bookings.checkoutSessionId,
      payment_intent_id: bookings.paymentIntentId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update')
  return row
}

type Applied = { id: number; status: TBookingStatus } | undefined

/** How many references a confirmation draws before giving up: a collision is one in millions. */
const REFERENCE_DRAWS = 5
const REFERENCE_INDEX = 'bookings_reference_idx'

/** True when the error (or one it wraps: Drizzle keeps pg's as its cause) is the reference index refusing a duplicate. */
function isReferenceCollision(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (code === '23505' && constraint === REFERENCE_INDEX) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

type EventExtra = {
  lastPaymentError?: string
  paymentIntentId?: string
  /** Where a confirmation's reference comes from (a test forces a collision with it). */
  drawReference?: () => string
}

/**
 * Applies a state-machine event to a booking if its current status accepts it; undefined when it
 * does not (already confirmed, say). A payment success also gives the reference and the paid time.
 */
export async function applyBookingEvent(
  payload: Payload,
  tx: Transaction,
  bookingId: number,
  event: BookingEvent,
  now: Date,
  extra: EventExtra = {},
): Promise<Applied> {
  const stamp = now.toISOString()
  const changes: Record<string, unknown> = { updatedAt: stamp }
  if (event === 'payment_succeeded') {
    Object.assign(changes, {
      status: 'confirmed',
      paidAt: stamp,
      lastPaymentError: null,
      ...(extra.paymentIntentId ? { paymentIntentId: extra.paymentIntentId } : {}),
    })
  } else if (event === 'payment_failed') {
    // Why, when the provider said (a mobile-money approval declined or timed out): the page words it.
    Object.assign(changes, {
      status: 'failed',
      ...(extra.lastPaymentError ? { lastPaymentError: extra.lastPaymentError } : {}),
    })
  } else if (event === 'charge_retried') Object.assign(changes, { status: 'pending', lastPaymentError: null })
  else if (event === 'session_expired') changes.status = 'expired'
  else if (event === 'cancelled') changes.status = 'cancelled'
  else if (event === 'refunded') throw new Error('A refund is recorded with recordRefund')
  else changes.lastPaymentError = extra.lastPaymentError ?? 'card_declined'
  const update = async (db: Transaction, set: Record<string, unknown>) => {
    const [row] = await db
      .update(bookings)
      .set(set)
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, statusesAccepting(event))))
      .returning({ id: bookings.id, status: bookings.status })
    return row as Applied
  }
  if (event !== 'payment_succeeded') return update(tx, changes)
  // A random reference, kept if the booking already has one; a draw another booking holds is
  // refused by the unique index inside a savepoint (the payment's transaction lives on) and drawn again.
  const draw = extra.drawReference ?? randomBookingReference
  for (let attempt = 1; ; attempt += 1) {
    const reference = sql`coalesce(${bookings.reference}, ${draw()})`
    try {
      return await tx.transaction((savepoint) => update(savepoint, { ...changes, reference }))
    } catch (error) {
      if (attempt >= REFERENCE_DRAWS || !isReferenceCollision(error)) throw error
      payload.logger.warn(`Booking ${bookingId}: a drawn reference was taken, drawing again`)
    }
  }
}

/**
 * Records the refund of a booking whose status accepts one (confirmed, or cancelled when a payment came
 * after the cancel); undefined when it does not, so a refund is recorded once.
 */
export async function recordRefund(
  // Unused since the table is typed; kept so that the refunds of every kind (and the console's) call it unchanged.
  _payload: Payload,
  tx: Transaction,
  bookingId: number,
  refund: { refundId: string; amount: number; paymentIntentId?: string },
  now: Date,
): Promise<Applied> {
  const stamp = now.toISOString()
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'refunded',
      refundId: refund.refundId,
      refundedAmount: refund.amount,
      refundedAt: stamp,
      updatedAt: stamp,
      ...(refund.paymentIntentId ? { paymentIntentId: refund.paymentIntentId } : {}),
    })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, statusesAccepting('refunded'))))
    .returning({ id: bookings.id, status: bookings.status })
  return row as Applied
}

/** Marks every pending booking whose session expired before `now` as expired; returns their ids and kinds. */
export async function expireOverdueBookings(
  payload: Payload,
  now: Date,
): Promise<{ id: number; type: string }[]> {
  const rows = await drizzleOf(payload)
    .update(bookings)
    .set({ status: 'expired', updatedAt: now.toISOString() })
    .where(and(eq(bookings.status, 'pending'), lt(bookings.sessionExpiresAt, now.toISOString())))
    .returning({ id: bookings.id, type: bookings.type })
  return rows.map((row) => ({ id: row.id as number, type: row.type as string }))
}

/**
 * Claims the right to send a booking's confirmation mail: true for exactly one caller, however many
 * race (the claim is a conditional update), and only once the booking is confirmed.
 */
export async function claimConfirmationMail(
  payload: Payload,
  bookingId: number,
  now: Date,
): Promise<boolean> {
  const rows = await drizzleOf(payload)
    .update(bookings)
    .set({ confirmationSentAt: now.toISOString() })
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed'), isNull(bookings.confirmationSentAt)),
    )
    .returning({ id: bookings.id })
  return rows.length === 1
}

/** Gives a claim back after the mail failed, so that the scheduled job sends it later. */
export async function releaseConfirmationMail(payload: Payload, bookingId: number): Promise<void> {
  await drizzleOf(payload)
    .update(bookings)
    .set({ confirmationSentAt: null })
    .where(eq(bookings.id, bookingId))
}

/** Confirmed bookings whose mail has not left yet (a mail server was down, say). */
export async function unsentConfirmations(payload: Payload): Promise<number[]> {
  const rows = await drizzleOf(payload)
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), isNull(bookings.confirmationSentAt)))
    .limit(50)
  return rows.map((row) => row.id as number)
}

/** A new mobile-money attempt's phone (masked) and network; it has no approval page until the provider answers. */
export async function recordChargeAttempt(
  tx: Transaction,
  bookingId: number,
  attempt: { maskedPhone: string; network: string },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ chargePhone: attempt.maskedPhone, chargeNetwork: attempt.network, chargeApprovalPage: null })
    .where(eq(bookings.id, bookingId))
}

/** Keeps the provider's approval page of the booking's latest mobile-money attempt. */
export async function recordApprovalPage(
  tx: Transaction,
  bookingId: number,
  approvalPage: string,
): Promise<void> {
  await tx.update(bookings).set({ chargeApprovalPage: approvalPage }).where(eq(bookings.id, bookingId))
}

/** Keeps a card's last digits, as Stripe does (a refund names the card); the first card paid stays. */
export async function recordCardLast4(payload: Payload, bookingId: number, last4: string): Promise<void> {
  await drizzleOf(payload)
    .update(bookings)
    .set({ cardLast4: last4 })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.cardLast4)))
}

/** An address as an ILIKE pattern matching itself only (any case): its own % and _ taken literally. */
const exactly = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The id of the booking with this reference and this address (any case), if there is one. */
export async function bookingIdByReference(
  payload: Payload,
  reference: string,
  email: string,
): Promise<number | undefined> {
  const [row] = await drizzleOf(payload)
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.reference, reference), ilike(bookings.email, exactly(email))))
    .limit(1)
  return row?.id
}
