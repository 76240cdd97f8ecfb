import { endpoint, schema } from './contract.ts'

const routeParams = () => import('./route-params.ts')
const consent = () => import('../payments/message-consent.ts')
const consentInput = () => import('../payments/message-consent-input.ts')
const answers = () => import('../payments/message-answers.ts')

const SIGNED_BY_PROVIDER = { none: "the provider's signed calls: a forged one is refused on its signature" }
const ADMIN_ONLY = { none: 'administrators only, signed in' }
// Meta asks once when the webhook is set up; more is someone guessing the verify token.
const WEBHOOK_CHECKS = { points: 10, seconds: 60, name: 'whatsapp webhook verification' }
// A traveller turns a channel on or off a few times at most.
const CONSENT_CHANGES = { points: 10, seconds: 60, name: 'message consent changes' }
// The same budget of misses as the other lookups by reference (bookingEndpoints.ts).
const LOOKUP_MISSES = {
  name: 'booking lookup misses',
  points: 10,
  seconds: 15 * 60,
  counts: 'misses',
} as const

/** Messages where travellers read them (issue 45): consent, the providers' webhooks, the console's list. */
export const MESSAGE_ENDPOINTS = {
  /** WhatsApp's delivery statuses and replies (opt-out), signed with X-Hub-Signature-256. */
  whatsappWebhook: endpoint({
    method: 'POST',
    path: '/api/messages/whatsapp/webhook',
    access: 'provider',
    limit: SIGNED_BY_PROVIDER,
    collection: 'messages',
    signedBody: true,
  }),
  /** Meta's subscription check: echoes hub.challenge when hub.verify_token is ours. */
  whatsappWebhookCheck: endpoint({
    method: 'GET',
    path: '/api/messages/whatsapp/webhook',
    access: 'provider',
    limit: WEBHOOK_CHECKS,
    collection: 'messages',
  }),
  /**
   * The SMS provider's (Twilio's) delivery reports and replies (STOP), signed with X-Twilio-Signature.
   * Form-encoded, not JSON: the builder hands the capped bytes as they came.
   */
  smsWebhook: endpoint({
    method: 'POST',
    path: '/api/messages/sms/webhook',
    access: 'provider',
    limit: SIGNED_BY_PROVIDER,
    collection: 'messages',
    signedBody: 'form',
  }),
  /** The signed-in traveller's phone channels, for every booking of the account. */
  accountMessages: endpoint({
    method: 'PUT',
    path: '/api/account/messages',
    access: 'traveller',
    limit: CONSENT_CHANGES,
    body: schema(consent, 'ZMessageConsent'),
    answer: schema(answers, 'ZMessageConsentAnswer'),
  }),
  /** A booking's phone channels, found by reference and address (the guest's way, after checkout). */
  bookingMessagesConsent: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup/messages',
    access: 'public',
    limit: LOOKUP_MISSES,
    collection: 'bookings',
    body: schema(consentInput, 'ZBookingMessagesConsentInput'),
    answer: schema(answers, 'ZMessageConsentAnswer'),
  }),
  /** A booking's WhatsApp and SMS messages by channel with their status, and the traveller's choice. */
  bookingMessages: endpoint({
    method: 'GET',
    path: '/api/admin/bookings/:id/messages',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    answer: schema(answers, 'ZBookingMessages'),
  }),
}
