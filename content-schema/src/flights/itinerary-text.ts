/**
 * An itinerary in words for a traveller (issue 18): each time on its airport's own clock with the
 * zone named, places in the reader's language. Pure, shared by the confirmation mail and the
 * success page, so both say the same thing.
 */

import type { Locale } from '../core/locales.ts'
import { formatDateRange, formatWallDayTime } from '../format/plain.ts'
import { translate } from '../i18n/index.ts'
import { localizedAirport } from '../places/index.ts'
import { findAirport } from '../places/plain.ts'

/** The airport's city in the reader's language ("Londres"), else its code. */
export function cityOf(code: string, locale: Locale): string {
  const airport = findAirport(code)
  return airport ? localizedAirport(airport, locale).city : code
}

/** "Aéroport international Félix-Houphouët-Boigny, Côte d’Ivoire": the airport and its country, localized. */
export function airportNameIn(code: string, locale: Locale): string {
  const airport = findAirport(code)
  if (!airport) return code
  const { name, country } = localizedAirport(airport, locale)
  return `${name}, ${country}`
}

/** A time as the airport's clock shows it, the zone named by the airport's city in the reader's language. */
export const airportTimeText = (isoDateTime: string, airportCode: string, locale: Locale): string =>
  formatWallDayTime(isoDateTime, cityOf(airportCode, locale), locale)

type Leg = { from: string; to: string; dep: string; arr: string; flight_number: string }

/** One line per flight: "DL 72 John F. Kennedy International Airport, United States (JFK) → …: departs …, arrives …". */
export const legLines = (legs: readonly Leg[], locale: Locale): string[] =>
  legs.map((leg) =>
    translate(locale, 'itinerary.leg', {
      flight: leg.flight_number,
      from: `${airportNameIn(leg.from, locale)} (${leg.from})`,
      to: `${airportNameIn(leg.to, locale)} (${leg.to})`,
      departure: airportTimeText(leg.dep, leg.from, locale),
      arrival: airportTimeText(leg.arr, leg.to, locale),
    }),
  )

/** "du 14 au 18 décembre 2026" / "December 14 – 18, 2026": a trip's dates as its reader writes them. */
export const tripDates = (from: string, to: string | undefined, locale: Locale): string =>
  formatDateRange(from, to, locale)
