import {
  cityOf,
  formatMoney,
  formatZonedDateTime,
  type Locale,
  refundWords,
  type TCurrency,
  type TPaidWith,
  type TQuotedFlight,
  type TTaxiServiceType,
  translate,
} from '@nexovia/content-schema'
import type { SendEmailOptions } from 'payload'
import { paragraphsMail } from '../mail/paragraphsMail'

type Key = Parameters<typeof translate>[1]

/**
 * A flight pick-up's time as the traveller reads it (issue 31): the flight the driver follows, its
 * landing on the airport's clock with the zone named, and the free waiting after it.
 */
export function flightPickupText(flight: TQuotedFlight, locale: Locale): string {
  return translate(locale, 'taxiMail.flightPickup', {
    flight: flight.flight_number,
    airport: flight.airport,
    time: formatZonedDateTime(flight.expected_arrival, {
      locale,
      timeZone: flight.time_zone,
      city: cityOf(flight.airport, locale),
    }),
    minutes: String(flight.free_waiting_minutes),
  })
}

/** What a ride is called ("Airport transfer: {from} → {to}"), in a language: the booking's item name. */
export const rideItemName = (ends: { from: string; to: string }, locale: Locale): string =>
  translate(locale, 'taxiMail.item', { from: ends.from, to: ends.to }).slice(0, 300)

/** What the checkout and the confirmation mail call the ride, in the traveller's language. */
export function rideDescription(
  ride: {
    from: string
    to: string
    when: string
    serviceType: TTaxiServiceType
    passengers: number
    luggage: number
  },
  locale: Locale,
): { itemName: string; itemDetails: string } {
  return {
    itemName: rideItemName({ from: ride.from, to: ride.to }, locale),
    itemDetails: translate(locale, 'taxiMail.details', {
      when: ride.when,
      service: translate(locale, `taxiMail.service.${ride.serviceType}` as Key),
      passengers: String(ride.passengers),
      luggage: String(ride.luggage),
    }).slice(0, 300),
  }
}

type AssignedRide = {
  email: string
  locale: Locale
  from: string
  to: string
  when: string
  driverName: string
  plate: string
  driverPhone: string | null
  whatsapp: string | null
  /** The name on the driver's sign at arrivals. */
  meetingName: string
}

/** Tells the traveller who drives them: the driver's name and licence plate, in their language. */
export function assignmentMail(ride: AssignedRide): SendEmailOptions {
  const t = (key: Key, params?: Record<string, string>) => translate(ride.locale, key, params)
  const lines = [
    t('taxiMail.assigned.greeting'),
    t('taxiMail.assigned.driver', { name: ride.driverName }),
    t('taxiMail.assigned.plate', { plate: ride.plate }),
    ...(ride.driverPhone ? [t('taxiMail.assigned.phone', { phone: ride.driverPhone })] : []),
    ...(ride.whatsapp ? [t('taxiMail.assigned.whatsapp', { link: ride.whatsapp })] : []),
    t('taxiMail.assigned.sign', { name: ride.meetingName }),
    t('taxiMail.assigned.ride', { from: ride.from, to: ride.to, when: ride.when }),
    t('taxiMail.assigned.help'),
    t('paymentMail.signature'),
  ]
  return paragraphsMail(ride.email, t('taxiMail.assigned.subject', { when: ride.when }), lines, {
    locale: ride.locale,
  })
}

type MovedRide = {
  email: string
  locale: Locale
  from: string
  to: string
  flightNumber: string
  previously: string
  when: string
}

/** Tells the traveller their airport pick-up follows the flight's new expected landing. */
export function travellerMovedMail(ride: MovedRide): SendEmailOptions {
  const t = (key: Key, params?: Record<string, string>) => translate(ride.locale, key, params)
  return paragraphsMail(
    ride.email,
    t('taxiMail.moved.subject', { when: ride.when }),
    [
      t('taxiMail.moved.body', { flight: ride.flightNumber, previously: ride.previously, when: ride.when }),
      t('taxiMail.assigned.ride', { from: ride.from, to: ride.to, when: ride.when }),
      t('paymentMail.signature'),
    ],
    { locale: ride.locale },
  )
}

type CancelledRide = {
  email: string
  locale: Locale
  from: string
  to: string
  when: string
  /** What was given back (minor units, in the currency charged) and how it was paid, or null when it was not paid yet. */
  refund: { amount: number; currency: TCurrency; paidWith: TPaidWith } | null
}

/** Tells the traveller their ride is cancelled and, when it was paid, the amount refunded. */
export function cancellationMail(ride: CancelledRide): SendEmailOptions {
  const t = (key: Key, params?: Record<string, string>) => translate(ride.locale, key, params)
  const lines = [
    t('taxiMail.cancelled.greeting'),
    t('taxiMail.cancelled.ride', { from: ride.from, to: ride.to, when: ride.when }),
    ...(ride.refund
      ? [
          t('taxiMail.cancelled.refund', {
            amount: formatMoney(ride.refund.amount, ride.refund.currency, ride.locale),
            ...refundWords(ride.refund.paidWith, t),
          }),
        ]
      : []),
    t('taxiMail.cancelled.help'),
    t('paymentMail.signature'),
  ]
  return paragraphsMail(ride.email, t('taxiMail.cancelled.subject', { when: ride.when }), lines, {
    locale: ride.locale,
  })
}
