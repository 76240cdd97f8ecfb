import { API } from '@nexovia/content-schema/api/endpoints'
import { PROVIDER_SIGNATURE_HEADERS } from '@nexovia/content-schema/payments/signature-headers'
import { apiError } from '../../http/jsonResponses'
import { receivePaymentEvent } from '../../services/payments/providers/stripe/stripeEvents'
import { contractEndpoint } from '../contract/contractEndpoint'
import { WEBHOOK_BODY_BYTES } from './limits'

/**
 * POST /api/payments/webhook: Stripe's events (and the test checkout's, which call the same handler
 * in-process). The signature is checked on the raw bytes, exactly as received (the entry's signed
 * body). Not rate-limited by address (Stripe's retries come from few addresses); unsigned requests
 * cost one HMAC each.
 */
export const paymentWebhookEndpoint = contractEndpoint(API.paymentWebhook, {
  maxBytes: WEBHOOK_BODY_BYTES,
  handler: async ({ req, signedBody }) => {
    try {
      const signature = req.headers.get(PROVIDER_SIGNATURE_HEADERS.stripe)
      const outcome = await receivePaymentEvent(req.payload, signedBody, signature)
      return Response.json(outcome.body, { status: outcome.status })
    } catch (cause) {
      // A 5xx makes Stripe deliver the event again later: a payment is never lost to a database outage.
      req.payload.logger.error(`Payment webhook failed: ${String(cause)}`)
      return apiError(500, { message: 'errors.serverError' })
    }
  },
})
