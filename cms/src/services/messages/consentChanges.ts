import {
  COLLECTION_SLUGS,
  type TBookingMessagesConsentInput,
  type TMessageConsent,
  type TMessageConsentAnswer,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { foundByReference } from '../bookings/byReference/foundByReference'

/** A consent as the booking's and the account's fields (none chosen: every channel off). */
export const consentFields = (consent: TMessageConsent = { phone: '', whatsapp: false, sms: false }) => ({
  messagePhone: consent.phone || null,
  // A channel without a number is off: nothing could reach it.
  whatsappConsent: consent.phone !== '' && consent.whatsapp,
  smsConsent: consent.phone !== '' && consent.sms,
})

const answerOf = (fields: ReturnType<typeof consentFields>): TMessageConsentAnswer => ({
  phone: fields.messagePhone ?? '',
  whatsapp: fields.whatsappConsent,
  sms: fields.smsConsent,
})

/**
 * The account's phone channels (PUT /api/account/messages): they govern every booking of the account
 * (messageConsent.ts), and its bookings keep the same so staff read one choice everywhere.
 */
export async function setAccountConsent(
  payload: Payload,
  userId: number,
  consent: TMessageConsent,
): Promise<TMessageConsentAnswer> {
  const data = consentFields(consent)
  // Server-written fields (travellers cannot set them through REST): the schema checked them.
  await payload.update({ collection: COLLECTION_SLUGS.users, id: userId, data, depth: 0 })
  await payload.update({
    collection: COLLECTION_SLUGS.bookings,
    where: { user: { equals: userId } },
    data,
    depth: 0,
  })
  return answerOf(data)
}

/** A booking's phone channels, found by reference and address (null for a wrong pair, as the lookup's). */
export async function setBookingConsent(
  payload: Payload,
  input: TBookingMessagesConsentInput,
): Promise<TMessageConsentAnswer | null> {
  const found = await foundByReference(payload, input)
  if (!found) return null
  const data = consentFields(input.consent)
  await payload.update({ collection: COLLECTION_SLUGS.bookings, id: found.booking.id, data, depth: 0 })
  return answerOf(data)
}

/**
 * A signed-in traveller who opts in at checkout opts their account in (it governs their bookings);
 * a checkout without a channel chosen changes nothing there: turning off is the account's page.
 */
export async function optInAccount(
  payload: Payload,
  userId: number,
  consent: TMessageConsent,
): Promise<void> {
  if (!consent.phone || !(consent.whatsapp || consent.sms)) return
  await setAccountConsent(payload, userId, consent)
}
