import { randomBytes } from 'node:crypto'
import { chargeReference } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import {
  applyBookingEvent,
  inTransaction,
  lockBooking,
  recordApprovalPage,
  recordChargeAttempt,
  type Transaction,
} from '../bookings/bookingStore'
import { eventsOfOverdueBookings, latestEventOfType, recordEventOnce } from '../bookings/paymentEventStore'

/** The payment event that records one mobile-money charge attempt (its id names the attempt's reference). */
const ATTEMPT_EVENT_TYPE = 'mobile_money.charge_started'
const attemptEventId = (reference: string) => `momo_attempt_${reference}`

/** A phone as the checkout page may show it again: its first three and last two digits ("070•••••31"). */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '')
  return digits.length < 6
    ? '•'.repeat(digits.length)
    : `${digits.slice(0, 3)}${'•'.repeat(digits.length - 5)}${digits.slice(-2)}`
}

/**
 * Records a new mobile-money charge attempt of a booking (its masked phone and network, which a refund
 * names) and returns its reference (the provider's
 * `tx_ref`), or null when the booking can no longer be charged (paid or cancelled meanwhile). A booking
 * whose last attempt failed is pending again, so the status the page polls is this attempt's, never
 * the previous one's "failed". The booking is locked, as by every payment event, so an outcome being
 * applied and a new attempt run one after the other.
 */
export async function beginChargeAttempt(
  payload: Payload,
  bookingId: number,
  { phone, network }: { phone: string; network: string },
  now: Date,
): Promise<string | null> {
  return inTransaction(payload, async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    if (booking?.status !== 'pending' && booking?.status !== 'failed') return null
    if (booking.status === 'failed') await applyBookingEvent(payload, tx, bookingId, 'charge_retried', now)
    const reference = chargeReference(bookingId, randomBytes(6).toString('hex'))
    await recordEventOnce(tx, { id: attemptEventId(reference), type: ATTEMPT_EVENT_TYPE, bookingId }, now)
    // A new attempt has no approval page until the provider answers one (an earlier one's is void).
    await recordChargeAttempt(tx, bookingId, { maskedPhone: maskPhone(phone), network })
    return reference
  })
}

/**
 * Keeps the provider's approval page of an attempt (Ghana), so a reload shows the same link; only
 * while it is still the booking's latest attempt (a second tab may have started another meanwhile).
 */
export async function rememberApprovalPage(
  payload: Payload,
  { bookingId, reference, approvalPage }: { bookingId: number; reference: string; approvalPage: string },
): Promise<void> {
  await inTransaction(payload, async (tx) => {
    await lockBooking(tx, bookingId)
    if (!(await isLatestAttempt(tx, bookingId, reference))) return
    await recordApprovalPage(tx, bookingId, approvalPage)
  })
}

/**
 * True when the reference is the booking's latest charge attempt (or the booking has no recorded
 * attempt). An earlier attempt's failure, delivered late or again, must not fail the attempt now awaited.
 */
export async function isLatestAttempt(
  tx: Transaction,
  bookingId: number,
  reference: string,
): Promise<boolean> {
  const latest = await latestEventOfType(tx, bookingId, ATTEMPT_EVENT_TYPE)
  return latest === undefined || latest === attemptEventId(reference)
}

/** The reference of the booking's latest charge attempt, if it has one (its outcome is re-queried by it). */
export async function latestAttemptReference(tx: Transaction, bookingId: number): Promise<string | null> {
  const latest = await latestEventOfType(tx, bookingId, ATTEMPT_EVENT_TYPE)
  return latest ? latest.slice(attemptEventId('').length) : null
}

/** Every charge attempt of the pending bookings whose session has expired, with the provider that took it. */
export async function overdueAttempts(
  payload: Payload,
  now: Date,
): Promise<{ bookingId: number; provider: string | null; reference: string }[]> {
  const events = await eventsOfOverdueBookings(payload, ATTEMPT_EVENT_TYPE, now)
  return events.map(({ bookingId, provider, eventId }) => ({
    bookingId,
    provider,
    reference: eventId.slice(attemptEventId('').length),
  }))
}
