import { API } from '@nexovia/content-schema/api/endpoints'
import { PROVIDER_SIGNATURE_HEADERS } from '@nexovia/content-schema/payments/signature-headers'
import { apiError } from '../../http/jsonResponses'
import { chargeMobileMoney } from '../../services/payments/mobileMoney/mobileMoneyCharge'
import { verifyMobileMoney } from '../../services/payments/mobileMoney/mobileMoneyVerify'
import { receiveFlutterwaveWebhook } from '../../services/payments/providers/flutterwave/flutterwaveWebhook'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE, WEBHOOK_BODY_BYTES } from './limits'

/** POST /api/payments/mobile-money/{session_id}/charge: the phone that approves the payment. */
export const mobileMoneyChargeEndpoint = contractEndpoint(API.mobileMoneyCharge, {
  maxBytes: 2 * 1024,
  handler: async ({ req, params, body }) => {
    try {
      const result = await chargeMobileMoney(req.payload, params.sessionId, body)
      return Response.json(result.body, { status: result.status, headers: PRIVATE })
    } catch (cause) {
      req.payload.logger.error(`Mobile money charge failed: ${String(cause)}`)
      return apiError(503, { message: 'paymentErrors.checkoutUnavailable' })
    }
  },
})

/** POST /api/payments/mobile-money/{session_id}/verify: the latest attempt re-queried from the provider. */
export const mobileMoneyVerifyEndpoint = contractEndpoint(API.mobileMoneyVerify, {
  handler: async ({ req, params }) => {
    try {
      const result = await verifyMobileMoney(req.payload, params.sessionId)
      return Response.json(result.body, { status: result.status, headers: PRIVATE })
    } catch (cause) {
      req.payload.logger.error(`Mobile money verification failed: ${String(cause)}`)
      return apiError(503, { message: 'paymentErrors.checkoutUnavailable' })
    }
  },
})

/**
 * POST /api/payments/flutterwave/webhook: Flutterwave's charge events, their signature checked on the
 * bytes received (the entry's signed body). 404 while Flutterwave is not configured (the test
 * checkout applies its simulated outcomes in-process).
 */
export const flutterwaveWebhookEndpoint = contractEndpoint(API.flutterwaveWebhook, {
  maxBytes: WEBHOOK_BODY_BYTES,
  handler: async ({ req, signedBody }) => {
    const signature = req.headers.get(PROVIDER_SIGNATURE_HEADERS.flutterwave)
    const outcome = await receiveFlutterwaveWebhook(req.payload, signedBody, signature)
    if (outcome.kind === 'not_configured') return apiError(404, { message: 'errors.notFound' })
    // A 5xx makes Flutterwave deliver the event again later.
    if (outcome.kind === 'failed') return apiError(500, { message: 'errors.serverError' })
    return Response.json(outcome.body, { status: outcome.status })
  },
})
