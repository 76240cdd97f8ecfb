import { COLLECTION_SLUGS, type Locale, type TCurrency } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { entryRequirementLines } from '../../content/entryRequirementLines'
import { entryRequirementsFor } from '../../content/entryRequirementsFor'
import { ticketingHours } from '../../flights/travellerTickets'
import { sitePage } from '../../lib/sitePage'
import { hooksOfKind, supplierConfirmationOf } from '../bookingKinds'
import { claimConfirmationMail, releaseConfirmationMail } from '../bookings/bookingStore'
import { confirmationMail } from './confirmationMail'
import { itineraryDestination, passengersOf, type StoredItinerary } from './itineraryLines'

/** Sends the confirmation mail of a confirmed booking, at most once; on failure the job retries later. */
export async function sendConfirmation(payload: Payload, bookingId: number, now = new Date()): Promise<void> {
  if (!(await claimConfirmationMail(payload, bookingId, now))) return
  try {
    const booking = await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })
    await mailConfirmation(payload, booking)
  } catch (cause) {
    payload.logger.error(`Confirmation mail of booking ${bookingId} failed: ${String(cause)}`)
    await releaseConfirmationMail(payload, bookingId)
  }
}

/** Mails a booking's confirmation to its address, in its language (at payment, or again on request). */
export async function mailConfirmation(payload: Payload, booking: Booking): Promise<void> {
  const locale = booking.locale as Locale
  const itinerary = (booking.itinerary ?? undefined) as StoredItinerary | undefined
  const destination = itineraryDestination(itinerary)
  const passengers = await passengersOf(payload, booking.id)
  const requirements = destination
    ? await entryRequirementsFor(payload, {
        destination,
        nationalities: passengers.nationalities,
        locale,
      })
    : null
  await payload.sendEmail(
    confirmationMail({
      email: booking.email,
      locale: booking.locale as Locale,
      reference: booking.reference ?? '',
      amount: booking.amount,
      currency: booking.currency as TCurrency,
      itemName: booking.itemName ?? booking.destination,
      itemDetails: booking.itemDetails ?? '',
      type: booking.type,
      manageUrl: sitePage(booking.locale as Locale, '/manage-booking'),
      pickupUrl: sitePage(booking.locale as Locale, '/airport-taxi'),
      itinerary,
      supplierConfirmation: await supplierConfirmationOf(payload, booking),
      passengerNames: passengers.names,
      entryRequirements: requirements ? entryRequirementLines(requirements, locale) : [],
      kindParts: await hooksOfKind(booking.type)?.confirmationParts?.(payload, booking, locale),
      ticketingHours: itinerary ? await ticketingHours(payload) : undefined,
    }),
  )
}
