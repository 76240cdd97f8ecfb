import type { Locale } from '@nexovia/content-schema/core'
import type { TTicketingDeskJourney } from '@nexovia/content-schema/flights/ticketing-entry'
import { formatElapsed, formatPlaceTime } from '@nexovia/content-schema/format/place-time'

const MINUTE_MS = 60_000

/**
 * A booking's journeys on the desk, each with its departure in the console's convention: "DL 1047
 * JFK → ACC, Dec 27 at 10:10 PM (New York time)" / "…, 27 déc., 22 h 10 (heure de New York)".
 */
export const deskJourneysText = (journeys: readonly TTicketingDeskJourney[], locale: Locale): string =>
  journeys
    .map(
      (journey) =>
        `${journey.flights}, ${formatPlaceTime(journey.departs_at, { locale, timeZone: journey.time_zone })}`,
    )
    .join(' · ')

/** How long a booking has waited since its payment: "just now", "2 h 05 min ago" / "il y a 2 h 05 min". */
export const waitedText = (paidAt: string, now: number, locale: Locale): string =>
  formatElapsed(Math.max(0, (now - Date.parse(paidAt)) / MINUTE_MS), locale)
