import type Flutterwave from 'flutterwave-node-v3'
import type { FlutterwaveTransaction } from 'flutterwave-node-v3'
import type { Payload } from 'payload'
import { isFlutterwaveHash, withTimeout } from './flutterwaveConfig'
import { verifiedPaymentOf } from './flutterwaveTransaction'
import type { WebhookOutcome } from './fulfilment'
import { applyVerifiedPayment } from './verifiedPayment'

/** Applies a transaction as Flutterwave has it now (re-queried: a webhook body or a redirect is never trusted). */
export async function applyFlutterwaveTransaction(
  payload: Payload,
  transaction: FlutterwaveTransaction,
  now = new Date(),
): Promise<WebhookOutcome> {
  return applyVerifiedPayment(payload, verifiedPaymentOf(transaction), now)
}

/**
 * POST /api/payments/flutterwave/webhook: the `verif-hash` header must be the configured hash (401
 * otherwise, nothing read); the transaction it names is then re-queried through the SDK and applied.
 * A body without a transaction id is acknowledged and ignored; Flutterwave unreachable throws (500:
 * Flutterwave retries the webhook later).
 */
export async function receiveFlutterwaveEvent(
  payload: Payload,
  rawBody: string,
  hash: string | null,
  flutterwave: Flutterwave,
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
  const verified = await withTimeout(flutterwave.Transaction.verify({ id }))
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
  flutterwave: Flutterwave,
  reference: string,
  now = new Date(),
): Promise<void> {
  const verified = await withTimeout(flutterwave.Transaction.verify_by_tx({ tx_ref: reference }))
  if (verified.status !== 'success' || !verified.data || verified.data.tx_ref !== reference) return
  await applyFlutterwaveTransaction(payload, verified.data, now)
}
