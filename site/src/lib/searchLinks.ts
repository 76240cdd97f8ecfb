import type { Locale } from '@nexovia/content-schema'
import { HOTEL_SEARCH_HASH } from '../features/search/hotelSearchHash'
import { localizedPath } from './urls'

/** The home's Hotels tab in the locale, its destination prefilled with the city when one is given. */
export function hotelSearchHref(locale: Locale, city?: string): string {
  const query = city ? `?${new URLSearchParams({ location: city })}` : ''
  return `${localizedPath('/', locale)}${query}${HOTEL_SEARCH_HASH}`
}

/** The flight search in the locale, its destination prefilled with the airport when one is given. */
export function flightSearchHref(locale: Locale, airportCode?: string | null): string {
  const query = airportCode ? `?${new URLSearchParams({ destination: airportCode })}` : ''
  return `${localizedPath('/flights', locale)}${query}`
}
