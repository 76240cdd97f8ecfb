import { API } from '@nexovia/content-schema/api/endpoints'
import { WEBHOOK_BODY_BYTES } from '@nexovia/content-schema/api/providerWebhooks'
import { PROVIDER_SIGNATURE_HEADERS } from '@nexovia/content-schema/payments/signature-headers'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import {
  receiveTwilioCallback,
  receiveWhatsAppNotification,
  type WebhookOutcome,
  whatsappChallenge,
} from '../../services/messages/messageWebhooks'
import { contractEndpoint } from '../contract/contractEndpoint'

const answerOf = (outcome: WebhookOutcome): Response => {
  if (outcome === 'forged') return apiError(401, { message: 'paymentErrors.invalidSignature' })
  if (outcome === 'unreadable') return apiError(400, { message: 'errors.invalidInput' })
  if (outcome === 'retry') return apiError(500, { message: 'errors.serverError' })
  return new Response(null, { status: 200 })
}

/** POST /api/messages/whatsapp/webhook: statuses and opt-outs, signed by Meta (X-Hub-Signature-256). */
const whatsappWebhook = contractEndpoint(API.whatsappWebhook, {
  maxBytes: WEBHOOK_BODY_BYTES,
  handler: async ({ req, signedBody }) =>
    answerOf(
      await receiveWhatsAppNotification(
        req.payload,
        signedBody,
        req.headers.get(PROVIDER_SIGNATURE_HEADERS.whatsapp),
      ),
    ),
})

/** GET /api/messages/whatsapp/webhook: Meta's subscription check, answered with its challenge. */
const whatsappWebhookCheck = contractEndpoint(API.whatsappWebhookCheck, {
  handler: ({ req }) => {
    const challenge = whatsappChallenge(new URL(req.url ?? '', 'http://cms').searchParams)
    if (challenge === null) return apiError(403, { message: 'errors.forbidden' })
    return new Response(challenge, { status: 200, headers: { 'content-type': 'text/plain' } })
  },
})

/** POST /api/messages/sms/webhook: Twilio's delivery reports and replies (STOP), form-encoded and signed. */
const smsWebhook = contractEndpoint(API.smsWebhook, {
  maxBytes: WEBHOOK_BODY_BYTES,
  handler: async ({ req, signedBody }) =>
    answerOf(
      await receiveTwilioCallback(
        req.payload,
        signedBody,
        req.headers.get(PROVIDER_SIGNATURE_HEADERS.twilio),
      ),
    ),
})

export const messageWebhookEndpoints: Endpoint[] = [whatsappWebhook, whatsappWebhookCheck, smsWebhook]
