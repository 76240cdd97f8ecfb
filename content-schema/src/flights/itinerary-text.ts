/**
 * An itinerary in words for a traveller (issue 18): each time on its airport's own clock with the
 * zone named, places in the reader's language. Pure, shared by the confirmation mail and the
 * success page, so both say the same thing.
 */

import { LOCALE_TAGS, type Locale } from '../core/locales.ts'
import { formatDateRange, formatWallTime } from '../format/plain.ts'
import { translate } from '../i18n/index.ts'
import { localizedAirport } from '../places/index.ts'
import { findAirport } from '../places/plain.ts'

/** The zone of an engine time from its offset: "GMT", "GMT+1", "GMT−5", "GMT+5:30". */
export function zoneOf(isoDateTime: string): string {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(isoDateTime)
  if (!match || (match[2] === '00' && match[3] === '00')) return 'GMT'
  const sign = match[1] === '-' ? '−' : '+'
  const minutes = match[3] === '00' ? '' : `:${match[3]}`
  return `GMT${sign}${Number(match[2])}${minutes}`
}

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

/**
 * A time as the airport's clock shows it, zone and city named: "Mon, Dec 14, 2026 at 8:40 AM GMT
 * (Abidjan)" / "lun. 14 déc. 2026 à 8 h 40 (Abidjan, heure locale GMT)". The wall time is read from
 * the text itself: the engine writes it in the airport's own time.
 */
export function localTimeText(isoDateTime: string, airportCode: string, locale: Locale): string {
  const [year, month, day] = isoDateTime.slice(0, 10).split('-').map(Number) as [number, number, number]
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)))
  return translate(locale, 'itinerary.time', {
    date,
    time: formatWallTime(isoDateTime, locale),
    zone: zoneOf(isoDateTime),
    city: cityOf(airportCode, locale),
  })
}

type Leg = { from: string; to: string; dep: string; arr: string; flight_number: string }

/** One line per flight: "DL 72 John F. Kennedy International Airport, United States (JFK) → …: departs …, arrives …". */
export const legLines = (legs: readonly Leg[], locale: Locale): string[] =>
  legs.map((leg) =>
    translate(locale, 'itinerary.leg', {
      flight: leg.flight_number,
      from: `${airportNameIn(leg.from, locale)} (${leg.from})`,
      to: `${airportNameIn(leg.to, locale)} (${leg.to})`,
      departure: localTimeText(leg.dep, leg.from, locale),
      arrival: localTimeText(leg.arr, leg.to, locale),
    }),
  )

/** "du 14 au 18 décembre 2026" / "December 14 – 18, 2026": a trip's dates as its reader writes them. */
export const tripDates = (from: string, to: string | undefined, locale: Locale): string =>
  formatDateRange(from, to, locale)
