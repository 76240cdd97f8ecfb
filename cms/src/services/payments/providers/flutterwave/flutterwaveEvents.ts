import type { Payload } from 'payload'
import { applyVerifiedPayment } from '../../confirmation/verifiedPayment'
import type { WebhookOutcome } from '../../paymentGateway'
import type { FlutterwaveClient, FlutterwaveTransaction } from './flutterwaveClient'
import { isFlutterwaveHash } from './flutterwaveConfig'
import { verifiedPaymentOf } from './flutterwaveTransaction'

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
