import { COLLECTION_SLUGS, type Locale, type TCurrency } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { sitePage } from '../../lib/sitePage'
import { notifyTraveller } from '../../messages/notifier'
import { hooksOfKind, supplierConfirmationOf } from '../bookingKinds'
import { claimConfirmationMail, releaseConfirmationMail } from '../bookings/bookingStore'
import { confirmationMail } from './confirmationMail'

/** The confirmation on every channel the traveller chose: the mail as before, then WhatsApp or SMS. */
async function notifyConfirmed(payload: Payload, booking: Booking): Promise<void> {
  const email = () => mailConfirmation(payload, booking)
  const reference = booking.reference ?? ''
  const item = booking.itemName ?? booking.destination
  // A stay has its own template (the hotel named); every other kind the booking's.
  if (booking.type === 'hotel')
    await notifyTraveller(payload, {
      event: 'stayConfirmed',
      bookingId: booking.id,
      variables: { reference, hotel: item },
      email,
    })
  else
    await notifyTraveller(payload, {
      event: 'bookingConfirmed',
      bookingId: booking.id,
      variables: { reference, item },
      email,
    })
}

/** Sends the confirmation mail of a confirmed booking, at most once; on failure the job retries later. */
export async function sendConfirmation(payload: Payload, bookingId: number, now = new Date()): Promise<void> {
  if (!(await claimConfirmationMail(payload, bookingId, now))) return
  try {
    const booking = await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })
    await notifyConfirmed(payload, booking)
  } catch (cause) {
    payload.logger.error(`Confirmation mail of booking ${bookingId} failed: ${String(cause)}`)
    await releaseConfirmationMail(payload, bookingId)
  }
}

/** Mails a booking's confirmation to its address, in its language (at payment, or again on request). */
export async function mailConfirmation(payload: Payload, booking: Booking): Promise<void> {
  const locale = booking.locale as Locale
  await payload.sendEmail(
    confirmationMail({
      email: booking.email,
      locale,
      reference: booking.reference ?? '',
      amount: booking.amount,
      currency: booking.currency as TCurrency,
      itemName: booking.itemName ?? booking.destination,
      itemDetails: booking.itemDetails ?? '',
      manageUrl: sitePage(locale, '/manage-booking'),
      supplierConfirmation: await supplierConfirmationOf(payload, booking),
      kindParts: await hooksOfKind(booking.type)?.confirmationParts?.(payload, booking, locale),
    }),
  )
}
