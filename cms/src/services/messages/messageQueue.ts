import {
  COLLECTION_SLUGS,
  type Locale,
  type TMessageEvent,
  type TPhoneChannel,
} from '@nexovia/content-schema'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

export const MESSAGES_QUEUE = 'messages'
export const SEND_MESSAGE_TASK = 'sendMessage'

export type QueuedMessage = {
  event: TMessageEvent
  channel: TPhoneChannel
  to: string
  locale: Locale
  variables: Record<string, string>
  bookingId?: number
  userId?: number
  /** What makes a second happening of the event a new message (a pick-up moved twice: its new time). */
  occurrence?: string
}

/**
 * One message per event, subject and channel: the key the database keeps unique. A WhatsApp message
 * that fails falls back to the SMS of the same key, so a traveller never gets both for one event.
 */
export const idempotencyKey = (message: Omit<QueuedMessage, 'to' | 'locale' | 'variables'>) =>
  [
    message.event,
    message.bookingId ? `booking-${message.bookingId}` : `user-${message.userId ?? 0}`,
    // The key's separator never occurs inside a part (an occurrence may be an ISO time).
    (message.occurrence ?? '').replaceAll(':', '.'),
    message.channel,
  ].join(':')

const isDuplicateKey = async (payload: Payload, key: string) =>
  (await payload.count({ collection: COLLECTION_SLUGS.messages, where: { idempotencyKey: { equals: key } } }))
    .totalDocs > 0

/**
 * Stores the message and its sending job in one transaction; answers its id, or null when the same
 * event already has its message on this channel (a retry, a concurrent call: the unique key decides).
 */
export async function queueMessage(payload: Payload, message: QueuedMessage): Promise<number | null> {
  const key = idempotencyKey(message)
  const req = await createLocalReq({}, payload)
  const shouldCommit = await initTransaction(req)
  try {
    const row = await payload.create({
      collection: COLLECTION_SLUGS.messages,
      data: {
        idempotencyKey: key,
        booking: message.bookingId ?? null,
        user: message.userId ?? null,
        event: message.event,
        channel: message.channel,
        to: message.to,
        locale: message.locale,
        variables: message.variables,
        status: 'queued',
        attempts: 0,
      },
      depth: 0,
      req,
    })
    await payload.jobs.queue({
      task: SEND_MESSAGE_TASK,
      input: { messageId: row.id },
      queue: MESSAGES_QUEUE,
      req,
    })
    if (shouldCommit) await commitTransaction(req)
    return Number(row.id)
  } catch (cause) {
    if (shouldCommit) await killTransaction(req)
    if (await isDuplicateKey(payload, key)) return null
    throw cause
  }
}
