/** Airport suggestions: typed characters before the first, and how many at most. */
export const AIRPORT_SEARCH = { minChars: 2, maxResults: 10 } as const

/** Taxi place lookups: local suggestions plus remote geocoding results. */
export const PLACE_AUTOCOMPLETE = { minChars: 2, localLimit: 3, remoteLimit: 3, maxShown: 6 } as const
