import type { TPhoneChannel } from '@nexovia/content-schema'
import type { PhoneChannel } from './phoneChannel'
import { twilioSms } from './sms/twilioSms'
import { whatsappCloud } from './whatsapp/whatsappCloud'

const GRAPH_API = 'https://graph.facebook.com/v21.0'
const TWILIO_API = 'https://api.twilio.com'

/** WhatsApp's Cloud API when its token and sender number are set (WHATSAPP_API_URL: the tests' stand). */
export function whatsappChannel(env: NodeJS.ProcessEnv = process.env): PhoneChannel | null {
  const accessToken = env.WHATSAPP_ACCESS_TOKEN
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID
  if (!accessToken || !phoneNumberId) return null
  return whatsappCloud({
    apiUrl: (env.WHATSAPP_API_URL ?? GRAPH_API).replace(/\/$/, ''),
    accessToken,
    phoneNumberId,
  })
}

/** The app secret that signs WhatsApp's webhooks, and the token Meta echoes when subscribing one. */
export const whatsappWebhookSecrets = (env: NodeJS.ProcessEnv = process.env) => ({
  appSecret: env.WHATSAPP_APP_SECRET ?? '',
  verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
})

/** Twilio when its account, token and a sender are set (TWILIO_API_URL: the tests' stand). */
export function smsChannel(env: NodeJS.ProcessEnv = process.env): PhoneChannel | null {
  const accountSid = env.TWILIO_ACCOUNT_SID
  const authToken = env.TWILIO_AUTH_TOKEN
  const from = env.TWILIO_FROM
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID
  if (!accountSid || !authToken || !(from || messagingServiceSid)) return null
  return twilioSms({
    apiUrl: (env.TWILIO_API_URL ?? TWILIO_API).replace(/\/$/, ''),
    accountSid,
    authToken,
    from,
    messagingServiceSid,
    statusCallback: smsWebhookUrl(env),
  })
}

/** The address Twilio calls (and signs) for delivery reports and replies: the public site's. */
export function smsWebhookUrl(env: NodeJS.ProcessEnv = process.env): string {
  const site = (env.PUBLIC_SITE_URL ?? `http://localhost:${env.SITE_PORT ?? '4321'}`).replace(/\/$/, '')
  return `${site}/api/messages/sms/webhook`
}

/** The configured channel of this kind, or null: none configured means e-mail (and push) only. */
export const phoneChannel = (channel: TPhoneChannel, env: NodeJS.ProcessEnv = process.env) =>
  channel === 'whatsapp' ? whatsappChannel(env) : smsChannel(env)
