import { type Locale, type TTaxiArea, translate } from '@nexovia/content-schema'
import type { SendEmailOptions } from 'payload'
import { paragraphsMail } from '../mail/paragraphsMail'

type Key = Parameters<typeof translate>[1]

/** Drivers read French in Abidjan and Dakar, English elsewhere (drivers have no language of their own). */
export const driverLocale = (area: string | null): Locale =>
  area === ('abidjan' satisfies TTaxiArea) || area === ('dakar' satisfies TTaxiArea) ? 'fr' : 'en'

export type DriverRide = {
  email: string
  locale: Locale
  from: string
  to: string
  /** The pick-up on the airport's (or pick-up's) clock, zone named. */
  when: string
  customerName: string
  customerPhone: string
  meetingName: string | null
  flightNumber: string | null
  notes: string | null
  options: {
    childSeat: boolean
    vipService: boolean
    extraStop: boolean
    luggage: number
    passengers: number
  }
}

function rideLines(ride: DriverRide, t: (key: Key, params?: Record<string, string>) => string): string[] {
  const options = [
    ride.options.childSeat && t('taxiMail.driver.childSeat'),
    ride.options.vipService && t('taxiMail.driver.vip'),
    ride.options.extraStop && t('taxiMail.driver.extraStop'),
  ].filter((line): line is string => Boolean(line))
  return [
    t('taxiMail.assigned.ride', { from: ride.from, to: ride.to, when: ride.when }),
    ...(ride.flightNumber ? [t('taxiMail.driver.flight', { flight: ride.flightNumber })] : []),
    t('taxiMail.driver.sign', { name: ride.meetingName || ride.customerName }),
    t('taxiMail.driver.traveller', { name: ride.customerName, phone: ride.customerPhone }),
    t('taxiMail.driver.load', {
      passengers: String(ride.options.passengers),
      luggage: String(ride.options.luggage),
    }),
    ...(options.length ? [t('taxiMail.driver.options', { options: options.join(', ') })] : []),
    ...(ride.notes ? [t('taxiMail.driver.notes', { notes: ride.notes })] : []),
  ]
}

/** Tells a driver the ride they were given: where, when, the sign, the traveller's notes and options. */
export function driverAssignedMail(ride: DriverRide): SendEmailOptions {
  const t = (key: Key, params?: Record<string, string>) => translate(ride.locale, key, params)
  return paragraphsMail(
    ride.email,
    t('taxiMail.driver.assignedSubject', { when: ride.when }),
    [t('taxiMail.driver.assignedGreeting'), ...rideLines(ride, t)],
    { locale: ride.locale },
  )
}

/** Tells a driver their airport pick-up moved with the flight. */
export function driverMovedMail(ride: DriverRide & { previously: string }): SendEmailOptions {
  const t = (key: Key, params?: Record<string, string>) => translate(ride.locale, key, params)
  return paragraphsMail(
    ride.email,
    t('taxiMail.driver.movedSubject', { when: ride.when }),
    [
      t('taxiMail.driver.moved', {
        flight: ride.flightNumber ?? '',
        previously: ride.previously,
        when: ride.when,
      }),
      ...rideLines(ride, t),
    ],
    { locale: ride.locale },
  )
}
