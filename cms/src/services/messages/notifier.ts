import {
  COLLECTION_SLUGS,
  type Locale,
  type TMessageEvent,
  type TMessageVariables,
  type TPhoneChannel,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../payload-types'
import { notifyBooking } from '../push/pushSender'
import type { PushNotice } from '../push/ticketedNotice'
import { bookingConsent, type PhoneConsent, userConsent } from './messageConsent'
import { queueMessage } from './messageQueue'
import { kickMessagesQueue } from './messagesQueueRun'
import { phoneChannel } from './messagingConfig'

export type TravellerEvent<E extends TMessageEvent> = {
  event: E
  bookingId: number
  variables: TMessageVariables<E>
  /** A second happening of the same event that is news of its own (a pick-up moved again). */
  occurrence?: string
  /** The event's mail, exactly as it was sent before the notifier: its failures stay the caller's. */
  email?: () => Promise<void>
  /** The event's notice to the browsers subscribed to the booking, in each one's language. */
  push?: (locale: Locale) => PushNotice
}

/**
 * The phone channel an event goes by: WhatsApp where chosen and configured, else SMS where chosen and
 * configured, else none. SMS is WhatsApp's fallback, not a copy: one message per event on a phone.
 */
export function phoneChannelFor(
  consent: PhoneConsent,
  env: NodeJS.ProcessEnv = process.env,
): TPhoneChannel | null {
  if (!consent.phone) return null
  if (consent.whatsapp && phoneChannel('whatsapp', env)) return 'whatsapp'
  if (consent.sms && phoneChannel('sms', env)) return 'sms'
  return null
}

async function queueForPhone(
  payload: Payload,
  message: {
    event: TMessageEvent
    variables: Record<string, string>
    occurrence?: string
    consent: PhoneConsent
    locale: Locale
    bookingId?: number
    userId?: number
  },
): Promise<void> {
  const channel = phoneChannelFor(message.consent)
  if (!channel) return
  const queued = await queueMessage(payload, {
    event: message.event,
    channel,
    to: message.consent.phone,
    locale: message.locale,
    variables: message.variables,
    bookingId: message.bookingId,
    userId: message.userId,
    occurrence: message.occurrence,
  })
  if (queued) kickMessagesQueue(payload)
}

/**
 * Tells the traveller of a booking's event on every channel they chose (issue 45): the mail as
 * before, the subscribed browsers (push), and WhatsApp or SMS through the messages queue, each once
 * per event and channel. The mail's error is thrown as before; push and phone never throw.
 */
export async function notifyTraveller<E extends TMessageEvent>(
  payload: Payload,
  notice: TravellerEvent<E>,
): Promise<void> {
  if (notice.email) await notice.email()
  // Not awaited: an action never waits for a push service (notifyBooking never throws).
  if (notice.push) void notifyBooking(payload, notice.bookingId, notice.push)
  try {
    const booking: Booking = await payload.findByID({
      collection: COLLECTION_SLUGS.bookings,
      id: notice.bookingId,
      depth: 0,
    })
    await queueForPhone(payload, {
      ...notice,
      consent: await bookingConsent(payload, booking),
      locale: booking.locale as Locale,
    })
  } catch (cause) {
    payload.logger.error(
      { err: cause, bookingId: notice.bookingId, event: notice.event },
      'message not queued',
    )
  }
}

/**
 * For price tracking (issue 45, part 2): a traveller's watched price dropped. WhatsApp or SMS as their
 * account allows, once per `occurrence` (the watch and its new price, say); the mail is the caller's.
 */
export async function notifyPriceDropped(
  payload: Payload,
  drop: { userId: number; locale: Locale; route: string; price: string; occurrence: string },
): Promise<void> {
  try {
    await queueForPhone(payload, {
      event: 'priceDropped',
      variables: { route: drop.route, price: drop.price },
      occurrence: drop.occurrence,
      consent: await userConsent(payload, drop.userId),
      locale: drop.locale,
      userId: drop.userId,
    })
  } catch (cause) {
    payload.logger.error({ err: cause, userId: drop.userId }, 'price-drop message not queued')
  }
}
