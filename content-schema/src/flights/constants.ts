/** The /flights page shows fewer suggestions than the home panel. */
export const FLIGHT_PAGE_SUGGESTIONS = 5

export const PASSENGER_DEFAULTS = { adults: 1, children: 0, infants: 0 } as const
export const PASSENGER_LIMITS = {
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 9 },
  infants: { min: 0, max: 9 },
} as const
export const PASSENGER_AGES = { children: { min: 2, max: 11 }, infants: { min: 0, max: 2 } } as const

export const ROOMS_DEFAULT = 1
/** Hotel guest and room limits: not given by the original product, chosen to match flight passengers. */
export const HOTEL_LIMITS = {
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 9 },
  rooms: { min: 1, max: 9 },
} as const
export const HOTEL_PRICE_SLIDER = { min: 0, max: 2000 } as const

export const MULTI_CITY_MIN_LEGS = 2
/** No upper bound was shown; the engines price up to four legs as one itinerary (issue 31). */
export const MULTI_CITY_MAX_LEGS = 4

export const DEFAULT_FLIGHT_SORT = 'price' as const
export const DEFAULT_SEARCH_CURRENCY = 'USD' as const
export const RECENT_SEARCHES_MAX = 5
export const ANALYTICS_EVENTS_MAX = 100
export const RECENT_SEARCHES_STORAGE_KEY = 'nexovia.recentFlightSearches'
export const ANALYTICS_EVENTS_STORAGE_KEY = 'nexovia.analyticsEvents'

/** Departure and arrival windows: start hour inclusive, end hour exclusive. */
export const TIME_WINDOW_HOURS = {
  morning: { start: 6, end: 12 },
  afternoon: { start: 12, end: 18 },
  evening: { start: 18, end: 24 },
} as const

export const POPULAR_ROUTES = [
  { origin: 'BOS', destination: 'ABJ' },
  { origin: 'JFK', destination: 'ACC' },
  { origin: 'BDL', destination: 'DSS' },
  { origin: 'ABJ', destination: 'BOS' },
  { origin: 'ACC', destination: 'JFK' },
] as const

/** The itinerary id sent when a visitor asks for help without choosing a flight. */
export const NO_ITINERARY = 'no_itinerary'

/**
 * A flight offer id of the flight engine: `fo_` + base64url for a stored offer, `fs_` + base64url for
 * a signed offline one (cms signedOffers.ts). Checked before anything reaches the database.
 */
/** The longest itinerary id: a signed 4-leg multi-city id with two stops a leg stays under it. */
export const ITINERARY_ID_MAX = 400
export const ITINERARY_ID_PATTERN = /^f[os]_[\w-]{1,397}$/
