import { instantAtLocal, type Locale, translate } from '@nexovia/content-schema'
import type { CalendarEvent } from '../mail/calendarFile'

/** A stay as the confirmation tells it: the hotel, its days and its own check-in and check-out times. */
export type BookedStay = {
  reference: string
  hotelName: string
  address: string
  /** Calendar days, "2026-12-26". */
  checkIn: string
  checkOut: string
  /** The hotel's own times, "14:00" and "12:00", on its clock. */
  checkInTime: string
  checkOutTime: string
  timeZone: string
}

/** The stay as one calendar event, from check-in to check-out at the hotel's times on the hotel's clock. */
export function stayEvent(stay: BookedStay, locale: Locale): CalendarEvent {
  return {
    uid: `${stay.reference}-stay@nexovia.travel`.replace(/[^\w@.-]/g, ''),
    title: translate(locale, 'mail.calendar.stay', { hotel: stay.hotelName }),
    start: instantAtLocal(stay.checkIn, stay.checkInTime, stay.timeZone),
    end: instantAtLocal(stay.checkOut, stay.checkOutTime, stay.timeZone),
    location: stay.address,
    description: translate(locale, 'mail.calendar.reference', { reference: stay.reference }),
  }
}
