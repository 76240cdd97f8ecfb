import { COLLECTION_SLUGS, type TMessageStatus, type TPhoneChannel } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { fallBackToSms } from './messageDelivery'

/** How far a message got: a late "sent" never overwrites "delivered" (providers do not keep order). */
const PROGRESS: Record<TMessageStatus, number> = {
  queued: 0,
  skipped: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
}

export type ProviderStatus = { providerId: string; status: TMessageStatus; error?: string }

/**
 * A provider's delivery report: the message it names moves forward (an unknown id is ignored, as
 * the webhooks answer 2xx to events for unknown records); a failed WhatsApp message falls back to SMS.
 */
export async function applyProviderStatus(payload: Payload, report: ProviderStatus): Promise<void> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.messages,
    where: { providerId: { equals: report.providerId } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const message = docs[0]
  if (!message) {
    payload.logger.info({ providerId: report.providerId }, 'delivery report for an unknown message')
    return
  }
  const current = message.status as TMessageStatus
  if (current === 'failed' || PROGRESS[report.status] <= PROGRESS[current]) return
  const updated = await payload.update({
    collection: COLLECTION_SLUGS.messages,
    id: message.id,
    data: { status: report.status, ...(report.error ? { lastError: report.error.slice(0, 300) } : {}) },
    depth: 0,
  })
  if (report.status === 'failed') await fallBackToSms(payload, updated)
}

/** The words that stop messages, in both languages (Twilio's own list, and French). */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'ARRET',
  'ARRÊT',
  'DESABONNER',
])

/** Whether a traveller's reply asks to stop ("stop", " Arrêt "). */
export const isStopReply = (text: string) => STOP_WORDS.has(text.trim().toUpperCase())

export type OptOut = { phone: string; channel: TPhoneChannel }
