import {
  airportNameIn,
  cityOf,
  formatWallDateTime,
  journeysOf,
  type Locale,
  translate,
} from '@nexovia/content-schema'
import type { CalendarEvent } from '../mail/calendarFile'
import type { StoredItinerary } from './itineraryLines'

/**
 * One calendar event per flight of a trip (every leg of a multi-city one): departure to landing,
 * each time on its airport's clock in the description, the flight number, and the airline's
 * reference (PNR) once the ticket is issued. Shared by the confirmation mail and manage-booking's
 * calendar download.
 */
export function flightLegEvents(
  itinerary: StoredItinerary,
  booking: { reference: string; locale: Locale; pnr?: string | null },
): CalendarEvent[] {
  const { locale } = booking
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(locale, key, params)
  return journeysOf(itinerary)
    .flat()
    .map((segment) => ({
      uid: `${booking.reference}-${segment.flight_number}-${segment.dep}@nexovia.travel`.replace(
        /[^\w@.-]/g,
        '',
      ),
      title: t('mail.calendar.flight', {
        flight: segment.flight_number,
        from: cityOf(segment.from, locale),
        to: cityOf(segment.to, locale),
      }),
      start: segment.dep,
      end: segment.arr,
      location: `${airportNameIn(segment.from, locale)} (${segment.from})`,
      description: [
        t('mail.calendar.departs', {
          when: formatWallDateTime(segment.dep, cityOf(segment.from, locale), locale),
        }),
        t('mail.calendar.arrives', {
          when: formatWallDateTime(segment.arr, cityOf(segment.to, locale), locale),
        }),
        t('mail.calendar.reference', { reference: booking.reference }),
        ...(booking.pnr ? [t('mail.calendar.pnr', { pnr: booking.pnr })] : []),
      ].join('\n'),
    }))
}
