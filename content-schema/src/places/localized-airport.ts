/**
 * An airport in the reader's language: its French name and city where they have one
 * ("Aéroport international Kotoka", "Londres") and its country from CLDR ("États-Unis"), for the
 * search suggestions, the mails and the itinerary lines alike.
 */
import type { Locale } from '../core/plain.ts'
import { countryName } from '../format/plain.ts'
import { AIRPORT_NAMES_FR } from './airport-names-fr.ts'

type NamedAirport = { code: string; city: string; name: string; country: string; countryCode?: string }

/** The same airport with its city, name and country in the reader's language (English as stored). */
export function localizedAirport<T extends NamedAirport>(airport: T, locale: Locale): T {
  if (locale === 'en') return airport
  const french = AIRPORT_NAMES_FR[airport.code]
  return {
    ...airport,
    city: french?.city ?? airport.city,
    name: french?.name ?? airport.name,
    country: airport.countryCode ? countryName(airport.countryCode, locale) : airport.country,
  }
}
