import {
  COLLECTION_SLUGS,
  type Locale,
  type TMessageEvent,
  type TPhoneChannel,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Message } from '../../payload-types'
import { bookingConsent, type PhoneConsent, userConsent, withdrawConsent } from './messageConsent'
import { queueMessage } from './messageQueue'
import { filledTemplate } from './messageTemplates'
import { phoneChannel } from './messagingConfig'

/** Tries of one message before it counts as failed (the job's retries, with exponential backoff). */
export const MAX_ATTEMPTS = 5

export type DeliveryResult = 'sent' | 'failed' | 'skipped' | 'retry' | 'done'

const idOf = (relation: Message['booking'] | Message['user']) =>
  typeof relation === 'object' ? relation?.id : (relation ?? undefined)

/** The consent that governs the message now (it may have been withdrawn since it was queued). */
async function currentConsent(payload: Payload, message: Message): Promise<PhoneConsent> {
  const bookingId = idOf(message.booking)
  if (bookingId) {
    const booking = await payload.findByID({
      collection: COLLECTION_SLUGS.bookings,
      id: bookingId,
      depth: 0,
      disableErrors: true,
    })
    if (booking) return bookingConsent(payload, booking)
  }
  const userId = idOf(message.user)
  return userId ? userConsent(payload, userId) : { phone: '', whatsapp: false, sms: false }
}

const mayReceive = (consent: PhoneConsent, channel: TPhoneChannel, to: string) =>
  consent.phone === to && consent[channel]

/**
 * A failed WhatsApp message becomes the event's SMS where the traveller allowed SMS and a provider is
 * configured; the SMS's idempotency key makes it once, however many failures are reported.
 */
export async function fallBackToSms(payload: Payload, message: Message): Promise<void> {
  if (message.channel !== 'whatsapp' || !phoneChannel('sms')) return
  const consent = await currentConsent(payload, message)
  if (!mayReceive(consent, 'sms', message.to)) return
  const occurrence = message.idempotencyKey.split(':')[2] || undefined
  await queueMessage(payload, {
    event: message.event as TMessageEvent,
    channel: 'sms',
    to: message.to,
    locale: message.locale as Locale,
    variables: message.variables as Record<string, string>,
    bookingId: idOf(message.booking),
    userId: idOf(message.user),
    occurrence,
  })
}

const update = (payload: Payload, id: number, data: Partial<Message>) =>
  payload.update({ collection: COLLECTION_SLUGS.messages, id, data, depth: 0 })

/**
 * Sends one queued message (the sendMessage job): once, to a number that still has the channel's
 * consent. 'retry' asks the job to try again later; a final failure falls back to SMS.
 */
export async function deliverMessage(payload: Payload, messageId: number): Promise<DeliveryResult> {
  const message = await payload.findByID({
    collection: COLLECTION_SLUGS.messages,
    id: messageId,
    depth: 0,
    disableErrors: true,
  })
  if (message?.status !== 'queued') return 'done'
  const channel = message.channel as TPhoneChannel
  const adapter = phoneChannel(channel)
  const consent = await currentConsent(payload, message)
  if (!adapter || !mayReceive(consent, channel, message.to)) {
    await update(payload, messageId, {
      status: 'skipped',
      lastError: adapter ? 'no consent' : 'not configured',
    })
    return 'skipped'
  }
  const template = await filledTemplate(payload, {
    event: message.event as TMessageEvent,
    channel,
    locale: message.locale as Locale,
    variables: message.variables as Record<string, string>,
  })
  const attempts = (message.attempts ?? 0) + 1
  const outcome = await adapter.send({
    ...template,
    to: message.to,
    locale: message.locale as Locale,
    idempotencyKey: message.idempotencyKey,
  })
  if (outcome.kind === 'sent') {
    await update(payload, messageId, { status: 'sent', providerId: outcome.providerId, attempts })
    return 'sent'
  }
  const lastError = outcome.reason.slice(0, 300)
  if (outcome.kind === 'unavailable' && attempts < MAX_ATTEMPTS) {
    await update(payload, messageId, { attempts, lastError })
    return 'retry'
  }
  const failed = await update(payload, messageId, { status: 'failed', attempts, lastError })
  if (outcome.kind === 'refused' && outcome.hasOptedOut) await withdrawConsent(payload, message.to, channel)
  await fallBackToSms(payload, failed)
  return 'failed'
}
