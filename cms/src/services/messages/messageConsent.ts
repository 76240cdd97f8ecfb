import { COLLECTION_SLUGS, type TPhoneChannel } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking, User } from '../../payload-types'

export type PhoneConsent = { phone: string; whatsapp: boolean; sms: boolean }

type ConsentFields = Pick<Booking | User, 'messagePhone' | 'whatsappConsent' | 'smsConsent'>

/** A record's stored choice: a channel without a number is off. */
export const consentOf = (record: ConsentFields): PhoneConsent => ({
  phone: record.messagePhone ?? '',
  whatsapp: Boolean(record.messagePhone && record.whatsappConsent),
  sms: Boolean(record.messagePhone && record.smsConsent),
})

/**
 * Who may be messaged for a booking: a signed-in traveller's account decides (turned off there, off
 * for every booking), a guest's checkout choice otherwise.
 */
export async function bookingConsent(payload: Payload, booking: Booking): Promise<PhoneConsent> {
  const userId = typeof booking.user === 'object' ? booking.user?.id : booking.user
  if (!userId) return consentOf(booking)
  const user = await payload.findByID({
    collection: COLLECTION_SLUGS.users,
    id: userId,
    depth: 0,
    disableErrors: true,
  })
  return user ? consentOf(user) : consentOf(booking)
}

/** A traveller's account consent (the price-drop messages have no booking). */
export async function userConsent(payload: Payload, userId: number): Promise<PhoneConsent> {
  const user = await payload.findByID({
    collection: COLLECTION_SLUGS.users,
    id: userId,
    depth: 0,
    disableErrors: true,
  })
  return user ? consentOf(user) : { phone: '', whatsapp: false, sms: false }
}

const CONSENT_FIELD = { whatsapp: 'whatsappConsent', sms: 'smsConsent' } as const

/**
 * The number said STOP (SMS) or opted out (WhatsApp): that channel is off for it everywhere, accounts
 * and bookings alike, so no later event reaches it until the traveller opts in again on the site.
 */
export async function withdrawConsent(
  payload: Payload,
  phone: string,
  channel: TPhoneChannel,
): Promise<void> {
  const data = { [CONSENT_FIELD[channel]]: false }
  const where = { messagePhone: { equals: phone } }
  await payload.update({ collection: COLLECTION_SLUGS.users, where, data, depth: 0 })
  await payload.update({ collection: COLLECTION_SLUGS.bookings, where, data, depth: 0 })
}
