import { type Locale, translate } from '@nexovia/content-schema'
import type { CalendarEvent } from '../mail/calendarFile'

/** A ride as the confirmation tells it: its places, its pick-up instant, how long it lasts, its clock. */
export type BookedRide = {
  reference: string
  from: string
  to: string
  pickupAt: Date | string
  durationMin: number
  timeZone: string
}

/** The pick-up as one calendar event, from the pick-up to the expected arrival. */
export function pickupEvent(ride: BookedRide, locale: Locale): CalendarEvent {
  const start = new Date(ride.pickupAt)
  return {
    uid: `${ride.reference}-pickup@nexovia.travel`.replace(/[^\w@.-]/g, ''),
    title: translate(locale, 'mail.calendar.pickup', { from: ride.from, to: ride.to }),
    start,
    end: new Date(start.getTime() + Math.max(ride.durationMin, 15) * 60_000),
    location: ride.from,
    description: translate(locale, 'mail.calendar.reference', { reference: ride.reference }),
  }
}
