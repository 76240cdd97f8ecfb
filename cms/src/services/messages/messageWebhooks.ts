import type { Payload } from 'payload'
import { withdrawConsent } from './messageConsent'
import { applyProviderStatus } from './messageStatus'
import { smsWebhookUrl, whatsappWebhookSecrets } from './messagingConfig'
import { isSignedByTwilio } from './sms/twilioSignature'
import { readTwilioCallback } from './sms/twilioWebhook'
import { isSignedByMeta } from './whatsapp/whatsappSignature'
import { readWhatsAppNotification } from './whatsapp/whatsappWebhook'

/** What a webhook answers: 200 done, 401 a forged signature, 400 unreadable, 500 to be delivered again. */
export type WebhookOutcome = 'done' | 'forged' | 'unreadable' | 'retry'

/** A 5xx makes the provider deliver the report again later: a status is never lost to an outage. */
async function doneOrRetry(payload: Payload, work: () => Promise<void>): Promise<WebhookOutcome> {
  try {
    await work()
    return 'done'
  } catch (cause) {
    payload.logger.error(`Messaging webhook failed: ${String(cause)}`)
    return 'retry'
  }
}

/** WhatsApp's statuses and opt-outs, only with Meta's signature of exactly these bytes. */
export async function receiveWhatsAppNotification(
  payload: Payload,
  raw: Buffer,
  signature: string | null,
): Promise<WebhookOutcome> {
  const { appSecret } = whatsappWebhookSecrets()
  if (!appSecret || !isSignedByMeta(appSecret, raw, signature)) return 'forged'
  let body: unknown
  try {
    body = JSON.parse(raw.toString('utf8'))
  } catch {
    return 'unreadable'
  }
  const { statuses, stoppedPhones } = readWhatsAppNotification(body)
  return doneOrRetry(payload, async () => {
    for (const phone of stoppedPhones) await withdrawConsent(payload, phone, 'whatsapp')
    for (const status of statuses) await applyProviderStatus(payload, status)
  })
}

/** Meta's subscription check: its challenge, when the verify token is ours; null otherwise. */
export function whatsappChallenge(query: URLSearchParams): string | null {
  const { verifyToken } = whatsappWebhookSecrets()
  const isOurs = verifyToken !== '' && query.get('hub.verify_token') === verifyToken
  return query.get('hub.mode') === 'subscribe' && isOurs ? (query.get('hub.challenge') ?? '') : null
}

/** Twilio's delivery reports and replies (STOP), only with its signature of our public URL and the form. */
export async function receiveTwilioCallback(
  payload: Payload,
  raw: Buffer,
  signature: string | null,
): Promise<WebhookOutcome> {
  const params = new URLSearchParams(raw.toString('utf8'))
  const authToken = process.env.TWILIO_AUTH_TOKEN ?? ''
  if (!authToken || !isSignedByTwilio(authToken, { url: smsWebhookUrl(), params, header: signature }))
    return 'forged'
  const { status, stoppedPhone } = readTwilioCallback(params)
  return doneOrRetry(payload, async () => {
    if (stoppedPhone) await withdrawConsent(payload, stoppedPhone, 'sms')
    if (status) await applyProviderStatus(payload, status)
  })
}
