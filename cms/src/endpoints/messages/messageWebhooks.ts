import { API } from '@nexovia/content-schema/api/endpoints'
import { PROVIDER_SIGNATURE_HEADERS } from '@nexovia/content-schema/payments/signature-headers'
import type { Endpoint, PayloadRequest } from 'payload'
import { FORM_BODY } from '../../access/hardenApi'
import { apiError } from '../../http/jsonResponses'
import { decodeJson, readCappedBody } from '../../http/parseJsonBody'
import { withdrawConsent } from '../../services/messages/messageConsent'
import { applyProviderStatus } from '../../services/messages/messageStatus'
import { smsWebhookUrl, whatsappWebhookSecrets } from '../../services/messages/messagingConfig'
import { isSignedByTwilio } from '../../services/messages/sms/twilioSignature'
import { readTwilioCallback } from '../../services/messages/sms/twilioWebhook'
import { isSignedByMeta } from '../../services/messages/whatsapp/whatsappSignature'
import { readWhatsAppNotification } from '../../services/messages/whatsapp/whatsappWebhook'
import { contractEndpoint } from '../contract/contractEndpoint'

/** Meta batches up to a thousand statuses in one notification; Twilio's callbacks are a few hundred bytes. */
const WEBHOOK_BODY_BYTES = 256 * 1024

const refusedSignature = () => apiError(401, { message: 'paymentErrors.invalidSignature' })

/** A 5xx makes the provider deliver the report again later: a status is never lost to an outage. */
async function answerOrRetry(req: PayloadRequest, work: () => Promise<void>): Promise<Response> {
  try {
    await work()
    return new Response(null, { status: 200 })
  } catch (cause) {
    req.payload.logger.error(`Messaging webhook failed: ${String(cause)}`)
    return apiError(500, { message: 'errors.serverError' })
  }
}

/** POST /api/messages/whatsapp/webhook: statuses and opt-outs, only with Meta's signature of the raw body. */
const whatsappWebhook = contractEndpoint(API.whatsappWebhook, {
  maxBytes: WEBHOOK_BODY_BYTES,
  handler: async ({ req, signedBody: raw }) => {
    const { appSecret } = whatsappWebhookSecrets()
    const header = req.headers.get(PROVIDER_SIGNATURE_HEADERS.whatsapp)
    if (!appSecret || !isSignedByMeta(appSecret, raw, header)) return refusedSignature()
    const decoded = decodeJson(raw.toString('utf8'))
    if (decoded.error) return apiError(400, { message: 'errors.invalidInput' })
    const { statuses, stoppedPhones } = readWhatsAppNotification(decoded.data)
    return answerOrRetry(req, async () => {
      for (const phone of stoppedPhones) await withdrawConsent(req.payload, phone, 'whatsapp')
      for (const status of statuses) await applyProviderStatus(req.payload, status)
    })
  },
})

/** GET /api/messages/whatsapp/webhook: Meta's subscription check, answered with its challenge. */
const whatsappWebhookCheck = contractEndpoint(API.whatsappWebhookCheck, {
  handler: ({ req }) => {
    const { verifyToken } = whatsappWebhookSecrets()
    const query = new URL(req.url ?? '', 'http://cms').searchParams
    const isOurs = verifyToken !== '' && query.get('hub.verify_token') === verifyToken
    if (query.get('hub.mode') !== 'subscribe' || !isOurs)
      return apiError(403, { message: 'errors.forbidden' })
    return new Response(query.get('hub.challenge') ?? '', {
      status: 200,
      headers: { 'content-type': 'text/plain' },
    })
  },
})

/** POST /api/messages/sms/webhook: Twilio's delivery reports and replies (STOP), only with its signature. */
const smsWebhookRoute = contractEndpoint(API.smsWebhook, {
  handler: async ({ req }) => {
    const raw = await readCappedBody(req, WEBHOOK_BODY_BYTES)
    if (!raw) return apiError(413, { message: 'errors.bodyTooLarge' })
    const params = new URLSearchParams(raw.toString('utf8'))
    const authToken = process.env.TWILIO_AUTH_TOKEN ?? ''
    const header = req.headers.get(PROVIDER_SIGNATURE_HEADERS.twilio)
    if (!authToken || !isSignedByTwilio(authToken, { url: smsWebhookUrl(), params, header }))
      return refusedSignature()
    const { status, stoppedPhone } = readTwilioCallback(params)
    return answerOrRetry(req, async () => {
      if (stoppedPhone) await withdrawConsent(req.payload, stoppedPhone, 'sms')
      if (status) await applyProviderStatus(req.payload, status)
    })
  },
})

/** Twilio posts its callbacks form-encoded: the route takes that body type (hardenApi's FORM_BODY). */
const smsWebhook: Endpoint = { ...smsWebhookRoute, custom: { ...smsWebhookRoute.custom, [FORM_BODY]: true } }

export const messageWebhookEndpoints: Endpoint[] = [whatsappWebhook, whatsappWebhookCheck, smsWebhook]
