import type { Payload } from 'payload'
import { flutterwaveClient } from './flutterwaveConfig'
import { receiveFlutterwaveEvent } from './flutterwaveEvents'

type Outcome = Awaited<ReturnType<typeof receiveFlutterwaveEvent>>

export type FlutterwaveWebhookOutcome =
  | ({ kind: 'answered' } & Outcome)
  | { kind: 'not_configured' }
  | { kind: 'failed' }

/**
 * POST /api/payments/flutterwave/webhook: a charge event, its hash checked on the body's bytes as
 * received; none while Flutterwave is not configured. A failure is logged and said (`failed`), so
 * that Flutterwave delivers the event again later.
 */
export async function receiveFlutterwaveWebhook(
  payload: Payload,
  signedBody: Buffer,
  hash: string | null,
): Promise<FlutterwaveWebhookOutcome> {
  const flutterwave = flutterwaveClient()
  if (!flutterwave) return { kind: 'not_configured' }
  try {
    return {
      kind: 'answered',
      ...(await receiveFlutterwaveEvent(payload, signedBody.toString(), hash, flutterwave)),
    }
  } catch (cause) {
    payload.logger.error(`Flutterwave webhook failed: ${String(cause)}`)
    return { kind: 'failed' }
  }
}
