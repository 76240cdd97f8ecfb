import { COLLECTION_SLUGS, type TBookingMessages } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Message } from '../../payload-types'
import { bookingConsent } from './messageConsent'

/** At most this many messages per booking are listed: a few per event, a handful of events. */
const LISTED = 100

const entryOf = (message: Message): TBookingMessages['messages'][number] => ({
  id: message.id,
  event: message.event,
  channel: message.channel,
  to: message.to,
  status: message.status,
  attempts: message.attempts ?? 0,
  lastError: message.lastError ?? null,
  at: message.updatedAt,
})

/** A booking's messages by channel (WhatsApp, then SMS: the column's enum order), newest first, and the choice behind them. */
export async function bookingMessages(payload: Payload, bookingId: number): Promise<TBookingMessages | null> {
  const booking = await payload.findByID({
    collection: COLLECTION_SLUGS.bookings,
    id: bookingId,
    depth: 0,
    disableErrors: true,
  })
  if (!booking) return null
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.messages,
    where: { booking: { equals: bookingId } },
    sort: ['channel', '-createdAt'],
    depth: 0,
    limit: LISTED,
    pagination: false,
  })
  return { bookingId, consent: await bookingConsent(payload, booking), messages: docs.map(entryOf) }
}
