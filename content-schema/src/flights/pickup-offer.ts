/**
 * The airport pickups a flight booking offers (issue 31): one at the end of each journey, at the airport
 * the flight lands at, with its flight number and landing day filled in for the taxi page. Pure: the
 * success page and the confirmation mail word it the same way.
 */

import type { Locale } from '../core/locales.ts'
import { translate } from '../i18n/index.ts'
import { airportTimeText, cityOf } from './itinerary-text.ts'
import { journeysOf } from './journeys.ts'

type Flight = { from: string; to: string; dep: string; arr: string; flight_number: string }

/** An offer as the page and the mail show it, and the /airport-taxi query that fills the ride in. */
export type TPickupOffer = { text: string; query: string }

/** "Book a ride from Accra (ACC) when DL 1047 lands, Wed, Dec 2, 2026 at 1:40 PM (Accra time)". */
export function pickupOffersOf(
  itinerary: { segments: Flight[]; return_segments: Flight[]; legs?: Flight[][] },
  locale: Locale,
): TPickupOffer[] {
  return journeysOf(itinerary).flatMap((journey) => {
    const landing = journey.at(-1)
    if (!landing) return []
    const query = new URLSearchParams({
      pickup_airport: landing.to,
      flight_number: landing.flight_number,
      date: landing.arr.slice(0, 10),
    })
    const text = translate(locale, 'itinerary.pickup', {
      airport: `${cityOf(landing.to, locale)} (${landing.to})`,
      flight: landing.flight_number,
      time: airportTimeText(landing.arr, landing.to, locale),
    })
    return [{ text, query: query.toString() }]
  })
}
