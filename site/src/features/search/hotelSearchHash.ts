/**
 * The home search panel's Hotels tab: the address opens it (the hotel search has no page of its own).
 * A module of its own: the search island reads it in the browser, where the route table it is
 * linked from (routes.ts, 3 KB) is not needed.
 */
export const HOTEL_SEARCH_HASH = '#search-tab-hotels'
