import { COLLECTION_SLUGS, type Locale } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { notifyTraveller } from '../messages/notifier'
import { driverNotice, pickupMovedNotice } from '../push/bookingNotices'

type RideEvent = {
  bookingId: number | null
  /** The traveller's mail, as the ride sent it before the notifier. */
  email: () => Promise<void>
  /** The pick-up time on the place's clock, in a language. */
  whenIn: (locale: Locale) => string
  locale: Locale
}

const referenceOf = async (payload: Payload, bookingId: number) =>
  (await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })).reference ?? ''

/** The driver is assigned: mail, push and WhatsApp/SMS through the notifier (a ride without a booking: mail only). */
export async function tellDriverAssigned(
  payload: Payload,
  ride: RideEvent & { driver: string },
): Promise<void> {
  if (!ride.bookingId) return ride.email()
  const reference = await referenceOf(payload, ride.bookingId)
  await notifyTraveller(payload, {
    event: 'driverAssigned',
    bookingId: ride.bookingId,
    variables: { reference, driver: ride.driver, when: ride.whenIn(ride.locale) },
    email: ride.email,
    push: (locale) => driverNotice(locale, { reference, driver: ride.driver, when: ride.whenIn(locale) }),
  })
}

/** The flight moved the pick-up to `at`: told once per new time (its occurrence), on every channel. */
export async function tellPickupMoved(payload: Payload, ride: RideEvent & { at: string }): Promise<void> {
  if (!ride.bookingId) return ride.email()
  const reference = await referenceOf(payload, ride.bookingId)
  await notifyTraveller(payload, {
    event: 'pickupMoved',
    bookingId: ride.bookingId,
    variables: { reference, when: ride.whenIn(ride.locale) },
    occurrence: ride.at,
    email: ride.email,
    push: (locale) => pickupMovedNotice(locale, { reference, when: ride.whenIn(locale) }),
  })
}
