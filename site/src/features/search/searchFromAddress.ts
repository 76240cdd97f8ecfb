import { HOTEL_SEARCH_HASH } from './hotelSearchHash'

/** What the address asks the home search panel to open: the Hotels tab, and the city to search if one is named. */
export type AddressSearch = { service: 'hotels'; location: string } | null

/**
 * The menu's Hotels (`/#search-tab-hotels`) and a guide's hotel link (`/?location=Accra#search-tab-hotels`)
 * open the Hotels tab; any other address leaves the panel on its first tab.
 */
export function searchFromAddress(search: string, hash: string): AddressSearch {
  if (hash !== HOTEL_SEARCH_HASH) return null
  const location = (new URLSearchParams(search).get('location') ?? '').trim().slice(0, 100)
  return { service: 'hotels', location }
}
