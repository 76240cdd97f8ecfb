import { bookingOfReference, CURRENCIES, type TCurrency, toMinor } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { BookingEvent } from './bookingState'
import type { FlutterwaveClient, FlutterwaveTransaction } from './flutterwaveClient'
import { isFlutterwaveHash } from './flutterwaveConfig'
import type { WebhookOutcome } from './fulfilment'
import { applyVerifiedPayment } from './verifiedPayment'

/** Words of Flutterwave's processor responses for an approval the traveller never gave in time. */
const TIMED_OUT = /time(d)?[\s-]?out|expired/i

/** The booking event a transaction's verified status means (pending: nothing yet). */
function bookingEventOf(transaction: FlutterwaveTransaction): BookingEvent | undefined {
  if (transaction.status === 'successful') return 'payment_succeeded'
  if (transaction.status === 'failed') return 'payment_failed'
  return undefined
}

const chargedOf = (transaction: FlutterwaveTransaction) => {
  const currency = transaction.currency?.toUpperCase() as TCurrency
  if (!CURRENCIES.includes(currency) || typeof transaction.amount !== 'number') return null
  return { amount: toMinor(transaction.amount, currency), currency }
}

/**
 * Applies a transaction as Flutterwave has it now (re-queried: a webhook body or a redirect is never
 * trusted). Its event id is the transaction and its status, so duplicate deliveries fulfil once and a
 * pending transaction that later succeeds is still applied.
 */
export async function applyFlutterwaveTransaction(
  payload: Payload,
  transaction: FlutterwaveTransaction,
  now = new Date(),
): Promise<WebhookOutcome> {
  const failure = transaction.status === 'failed' ? (transaction.processor_response ?? 'failed') : undefined
  return applyVerifiedPayment(
    payload,
    {
      eventId: `flw_${transaction.id}_${transaction.status}`,
      eventType: `flutterwave.charge.${transaction.status}`,
      bookingId: bookingOfReference(transaction.tx_ref),
      bookingEvent: bookingEventOf(transaction),
      charged: chargedOf(transaction),
      paymentIntentId: String(transaction.id),
      attemptReference: transaction.tx_ref,
      lastPaymentError:
        failure && TIMED_OUT.test(failure) ? 'mobile_money_timed_out' : failure && 'mobile_money_declined',
    },
    now,
  )
}

/**
 * POST /api/payments/flutterwave/webhook: the `verif-hash` header must be the configured hash (401
 * otherwise, nothing read); the transaction it names is then re-queried from Flutterwave and applied.
 * A body without a transaction id is acknowledged and ignored; Flutterwave unreachable throws (500:
 * Flutterwave retries the webhook later).
 */
export async function receiveFlutterwaveEvent(
  payload: Payload,
  rawBody: string,
  hash: string | null,
  flutterwave: FlutterwaveClient,
  now = new Date(),
): Promise<WebhookOutcome> {
  if (!isFlutterwaveHash(hash)) return { status: 401, body: { message: 'paymentErrors.invalidSignature' } }
  let id: number | undefined
  try {
    const event = JSON.parse(rawBody) as { data?: { id?: unknown } }
    id = Number.isSafeInteger(event.data?.id) ? (event.data?.id as number) : undefined
  } catch {
    id = undefined
  }
  if (!id) return { status: 200, body: { received: true } }
  const verified = await flutterwave.verify(id)
  if (verified.status !== 'success' || !verified.data) {
    payload.logger.warn(`Flutterwave webhook: transaction ${id} could not be verified (${verified.message})`)
    return { status: 200, body: { received: true } }
  }
  return applyFlutterwaveTransaction(payload, verified.data, now)
}

/**
 * Re-queries a charge attempt by its reference (the traveller came back from Flutterwave's approval
 * page, or reloaded while it was pending) and applies what Flutterwave has: the return's query string
 * is never read. A charge Flutterwave does not know yet, or cannot answer for, changes nothing.
 */
export async function verifyFlutterwaveReference(
  payload: Payload,
  flutterwave: FlutterwaveClient,
  reference: string,
  now = new Date(),
): Promise<void> {
  const verified = await flutterwave.verifyByReference(reference)
  if (verified.status !== 'success' || !verified.data || verified.data.tx_ref !== reference) return
  await applyFlutterwaveTransaction(payload, verified.data, now)
}
