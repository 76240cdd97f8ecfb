import { API } from '@nexovia/content-schema/api/endpoints'
import { PROVIDER_SIGNATURE_HEADERS } from '@nexovia/content-schema/payments/signature-headers'
import { apiError } from '../../http/jsonResponses'
import { isJsonRequest, readCappedBody } from '../../http/parseJsonBody'
import { chargeMobileMoney } from '../../services/payments/mobileMoney/mobileMoneyCharge'
import { verifyMobileMoney } from '../../services/payments/mobileMoney/mobileMoneyVerify'
import { flutterwaveClient } from '../../services/payments/providers/flutterwave/flutterwaveConfig'
import { receiveFlutterwaveEvent } from '../../services/payments/providers/flutterwave/flutterwaveEvents'
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
 * POST /api/payments/flutterwave/webhook: Flutterwave's charge events. 404 while Flutterwave is not
 * configured (the test checkout applies its simulated outcomes in-process).
 */
export const flutterwaveWebhookEndpoint = contractEndpoint(API.flutterwaveWebhook, {
  handler: async ({ req }) => {
    const flutterwave = flutterwaveClient()
    if (!flutterwave) return apiError(404, { message: 'errors.notFound' })
    if (!isJsonRequest(req)) return apiError(415, { message: 'errors.unsupportedMediaType' })
    const raw = await readCappedBody(req, WEBHOOK_BODY_BYTES)
    if (!raw) return apiError(413, { message: 'errors.bodyTooLarge' })
    try {
      const outcome = await receiveFlutterwaveEvent(
        req.payload,
        raw.toString(),
        req.headers.get(PROVIDER_SIGNATURE_HEADERS.flutterwave),
        flutterwave,
      )
      return Response.json(outcome.body, { status: outcome.status })
    } catch (cause) {
      // A 5xx makes Flutterwave deliver the event again later.
      req.payload.logger.error(`Flutterwave webhook failed: ${String(cause)}`)
      return apiError(500, { message: 'errors.serverError' })
    }
  },
})
