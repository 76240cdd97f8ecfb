/**
 * How the browser's JavaScript is cut into files (issue 33: ≤ 5 KB on content pages; issue 41: ≤ 75 KB
 * with islands). Left to the automatic split, modules that always travel together land in many small
 * chunks (one per set of pages that shares them), and each file costs a request and compresses alone.
 */
const SITE_SHELL = /[\\/]features[\\/]chat[\\/]startChat\.ts$/
const API_CLIENT = /[\\/](lib[\\/]api[\\/]callEndpoint|api[\\/]contract)\.ts$/
const SESSION_ENTRIES = /[\\/]api[\\/]sessionEndpoints\.ts$/
const API_TABLE =
  /[\\/]api[\\/](endpoints|accountEndpoints|bookingEndpoints|staffEndpoints|publicEndpoints)\.ts$/

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/
const PRICES =
  /([\\/]core[\\/](currencies|currency-rules|money)|[\\/]format[\\/]money|[\\/]lib[\\/]money[\\/](currencyPreference|priceEquivalents|displayPrice))\.ts$/
const FLIGHTS_CARDS =
  /([\\/]features[\\/]flights[\\/](ItineraryCard|CompactJourney|CardPrice|cardParts|PriceChange|stopLabel|flightFormat)|[\\/]flights[\\/]itinerary-times)\.tsx?$/
const FLIGHTS_RESULTS =
  /([\\/]features[\\/]flights[\\/](resultsHalf|SearchOutcomeView|nationalityInPage|DateStrip|EntryRequirementsPanel|entryRequirementsRules|ItinerarySlot|priceCheckedLine|ResultsControls|resultsView|ResultTabs|FoundItineraries|travelRegions|shownCurrencies|itineraryRules)|[\\/]components[\\/]EntryFacts|[\\/]flights[\\/]time-window)\.tsx?$/

export const CLIENT_CHUNK_GROUPS = [
  // Every page runs the layout's chat card: its code and its static imports (dates, times, the team
  // codes, the locales) in one file; the card's script itself stays a small file that imports it.
  { name: 'site-shell', test: (id: string) => SITE_SHELL.test(id), priority: 4 },
  // The session's two entries, apart from the table that imports them: a page with a form asks at
  // load whether someone is signed in, and carries these few bytes, not the whole table.
  { name: 'session-entries', test: (id: string) => SESSION_ENTRIES.test(id), priority: 3 },
  // callEndpoint and the contract's helpers: one file, loaded with an island's first call (callApi.ts).
  { name: 'api-client', test: (id: string) => API_CLIENT.test(id), priority: 2 },
  // The endpoint table, loaded with the first call too (issue 41: no island carries it at hydration).
  { name: 'api-table', test: (id: string) => API_TABLE.test(id), priority: 1 },
  // React, react-dom, the scheduler and Astro's renderer in one file, first (issue 41): split by the
  // automatic chunking into three (client, react, jsx-runtime), every island page paid ≈ 1 KB more.
  { name: 'react', test: (id: string) => REACT.test(id), priority: 9 },
  // The prices' code (currencies, conversion, formats, the visitor's currency), one file on every page
  // that shows a price instead of seven small ones; only these modules, not what they import (the core
  // barrels would drag the search lists in, and the home page would carry them).
  {
    name: 'prices',
    test: (id: string) => PRICES.test(id),
    priority: 0,
    includeDependenciesRecursively: false,
  },
  // No group for the /flights island's own modules: flightsHalves.tsx awaits a half at its top level, and a
  // half importing the island's file back (the criteria, the storage) would wait for it forever.
  // The /flights results half in one file (issue 41: ≤ 75 KB): only flights modules.
  {
    name: 'flights-results',
    test: (id: string) => FLIGHTS_RESULTS.test(id),
    priority: 0,
    includeDependenciesRecursively: false,
  },
  // The result cards' code in one file, loaded on demand (ItinerarySlot: the server's cards are kept as HTML).
  {
    name: 'flights-cards',
    test: (id: string) => FLIGHTS_CARDS.test(id),
    priority: 0,
    includeDependenciesRecursively: false,
  },
]
