import { formatZonedDateTime, type Locale, translate } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../payload-types'
import type { KindMailParts } from '../mail/mailParts'
import { type BookedRide, pickupEvent } from './rideCalendar'
import { rideTimeZone } from './rideClock'
import { rideOfBooking } from './rideOfBooking'

/** A ride booking's pick-up as its confirmation tells it: places, instant, length and clock. */
async function bookedRide(payload: Payload, booking: Booking): Promise<BookedRide | null> {
  const ride = await rideOfBooking(payload, booking.id)
  if (!ride) return null
  return {
    reference: booking.reference ?? '',
    from: ride.origin.address,
    to: ride.destination.address,
    pickupAt: ride.scheduledAt,
    durationMin: ride.durationMin,
    timeZone: rideTimeZone({
      arrival_airport: ride.arrivalAirport,
      zone: ride.zone,
      origin_lng: ride.origin.lng,
    }),
  }
}

/**
 * A ride's card (from, to, the pick-up on its own clock with the zone named), its calendar event and
 * the driver's next steps. The card adds nothing to the text part: the details line already says where and when.
 */
export async function rideConfirmationParts(
  payload: Payload,
  booking: Booking,
  locale: Locale,
): Promise<KindMailParts | null> {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
  const nextSteps = t('taxiMail.nextSteps')
  const ride = await bookedRide(payload, booking)
  if (!ride) return { parts: [], events: [], nextSteps }
  return {
    nextSteps,
    parts: [
      {
        kind: 'card',
        title: t('mail.card.ride'),
        rows: [
          { label: t('mail.row.from'), value: ride.from },
          { label: t('mail.row.to'), value: ride.to },
          {
            label: t('mail.row.pickup'),
            value: formatZonedDateTime(ride.pickupAt, { locale, timeZone: ride.timeZone }),
          },
        ],
        text: [],
      },
    ],
    events: [pickupEvent(ride, locale)],
  }
}
