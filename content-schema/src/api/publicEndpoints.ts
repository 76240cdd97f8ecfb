import { endpoint, schema } from './contract.ts'

const routeParams = () => import('./route-params.ts')
const concierge = () => import('../concierge/request.ts')
const entryRequirements = () => import('../content/entry-requirements-answers.ts')
const flightLead = () => import('../flights/lead.ts')
const flightSearch = () => import('../flights/search.ts')
const flightAnswers = () => import('../flights/search-answers.ts')
const hotelSearch = () => import('../hotels/search.ts')
const stayRates = () => import('../hotels/stay-rate-answers.ts')
const rates = () => import('../payments/rates.ts')
const placeSearch = () => import('../places/search.ts')
const survey = () => import('../survey/response.ts')
const taxiBooking = () => import('../taxi/booking.ts')
const taxiQuote = () => import('../taxi/quote.ts')

// A traveller searches, changes a date or a passenger and searches again: a few a minute. More is a
// script, and with Duffel configured every search is a paid offer request. One bucket per client for
// every flight search, each call paying for the engine searches it runs: the results' date strip
// searches 7 days, so costs 7 (a search and its strip: 8 of the 40).
const FLIGHT_SEARCHES = { name: 'flight-searches', points: 40, seconds: 60 }
const SEARCHES = { ...FLIGHT_SEARCHES, cost: 1 }
const DATE_STRIP = { ...FLIGHT_SEARCHES, cost: 7 }
// 'Refresh Price' on several cards in a row, now and then (reading a chosen itinerary counts alike).
const REPRICES = { points: 30, seconds: 60 }
// The same answer for everyone, cached by the cms and the site: a repeat costs a cache read.
const SHARED_READ = { none: 'the same answer for everyone, cached: a repeat costs a cache read' }

/** Public forms and searches: flights, hotels, places, the airport taxi, concierge and survey; health. */
export const PUBLIC_ENDPOINTS = {
  // First: the busiest route of the API process (its routes are matched in the table's order).
  taxiQuote: endpoint({
    method: 'POST',
    path: '/api/taxi/quote',
    access: 'public',
    answeredBy: 'api',
    // The page re-quotes 1 s after each change of the form: dozens a minute while a traveller edits.
    // Counted by the handler: with the stored quote (one round trip), or first when a provider is asked.
    limit: { points: 60, seconds: 60, name: 'taxi quote', counts: 'handler' },
    body: schema(taxiQuote, 'ZTaxiQuoteBody'),
    answer: schema(taxiQuote, 'ZTaxiQuoteResponse'),
  }),
  submitConcierge: endpoint({
    method: 'POST',
    path: '/api/concierge/submit',
    access: 'public',
    // A person sends one request, maybe corrects it once or twice; more than that is a script.
    limit: { points: 5, seconds: 10 * 60 },
    body: schema(concierge, 'ZConciergeSubmit'),
  }),
  submitSurvey: endpoint({
    method: 'POST',
    path: '/api/travel-savings/survey',
    access: 'public',
    // One visitor answers once, perhaps again for a friend ("Share with a friend" resets the form).
    limit: { points: 10, seconds: 10 * 60 },
    body: schema(survey, 'ZSurveySubmit'),
  }),
  searchFlights: endpoint({
    method: 'POST',
    path: '/api/flights/search',
    access: 'public',
    answeredBy: 'api',
    limit: SEARCHES,
    body: schema(flightSearch, 'ZFlightSearchQuery'),
    answer: schema(flightAnswers, 'ZFlightSearchResponse'),
  }),
  repriceFlight: endpoint({
    method: 'POST',
    path: '/api/flights/reprice',
    access: 'public',
    answeredBy: 'api',
    limit: REPRICES,
    body: schema(flightSearch, 'ZRepriceRequest'),
    answer: schema(flightAnswers, 'ZRepriceResponse'),
  }),
  flightDatePrices: endpoint({
    method: 'POST',
    path: '/api/flights/date-prices',
    access: 'public',
    answeredBy: 'api',
    limit: DATE_STRIP,
    body: schema(flightSearch, 'ZFlightSearchQuery'),
    answer: schema(flightAnswers, 'ZFlightDatePricesResponse'),
  }),
  itinerary: endpoint({
    method: 'GET',
    path: '/api/flights/itinerary/:id',
    params: schema(routeParams, 'ZItineraryParams'),
    access: 'public',
    limit: REPRICES,
    answer: schema(flightAnswers, 'ZItinerary'),
  }),
  submitFlightLead: endpoint({
    method: 'POST',
    path: '/api/flights/leads/flight',
    access: 'public',
    // One lead, perhaps corrected once or twice.
    limit: { points: 5, seconds: 10 * 60 },
    body: schema(flightLead, 'ZFlightLeadInput'),
  }),
  searchFlightData: endpoint({
    method: 'POST',
    path: '/api/flights/data/search',
    access: 'public',
    limit: SEARCHES,
    body: schema(flightSearch, 'ZFlightDataSearchQuery'),
    answer: schema(flightAnswers, 'ZFlightDataSearchResponse'),
  }),
  searchHotels: endpoint({
    method: 'POST',
    path: '/api/hotels/data/search-location',
    access: 'public',
    answeredBy: 'api',
    // Moving the price slider or the star filter searches again: allow a brisk pace, not a script's.
    limit: { points: 60, seconds: 60 },
    collection: 'hotels',
    body: schema(hotelSearch, 'ZHotelSearchQuery'),
    answer: schema(hotelSearch, 'ZHotelSearchResponse'),
  }),
  /**
   * Whether a supplier's rate from the results holds (signature, expiry), for the payment page: 404
   * forged, 410 expired. Mounted on the hotels collection (Payload routes every /api/hotels/* there).
   */
  stayRate: endpoint({
    method: 'GET',
    path: '/api/hotels/data/stay-rate',
    access: 'public',
    // Opening the payment page of a chosen stay, now and then: like reading a chosen itinerary.
    limit: REPRICES,
    collection: 'hotels',
    query: schema(stayRates, 'ZStayRateQuery'),
    answer: schema(stayRates, 'ZStayRateAnswer'),
  }),
  placesAutocomplete: endpoint({
    method: 'POST',
    path: '/api/places/autocomplete',
    access: 'public',
    answeredBy: 'api',
    // Typing in two place fields, debounced at 500 ms: a couple of lookups a second at most, in bursts.
    limit: { points: 120, seconds: 60, name: 'places autocomplete' },
    collection: 'places',
    body: schema(placeSearch, 'ZPlaceSearchQuery'),
    answer: schema(placeSearch, 'ZPlaceSearchResponse'),
  }),
  placesForward: endpoint({
    method: 'POST',
    path: '/api/places/forward',
    access: 'public',
    // 'Use this address' is one click per field.
    limit: { points: 30, seconds: 60, name: 'places forward' },
    collection: 'places',
    body: schema(placeSearch, 'ZPlaceSearchQuery'),
    answer: schema(placeSearch, 'ZPlaceSearchResponse'),
  }),
  taxiBook: endpoint({
    method: 'POST',
    path: '/api/taxi/book',
    access: 'public',
    // A booking opens a checkout: a few a minute, like the payments checkout.
    limit: { points: 10, seconds: 60, name: 'taxi book' },
    body: schema(taxiBooking, 'ZTaxiBookingRequest'),
    answer: schema(taxiBooking, 'ZTaxiBookingResponse'),
  }),
  exchangeRates: endpoint({
    method: 'GET',
    path: '/api/money/rates',
    access: 'public',
    limit: SHARED_READ,
    answer: schema(rates, 'ZRateTable'),
  }),
  /** The searched destination's entry requirements on /flights, the same for everyone (cached a while). */
  destinationEntryRequirements: endpoint({
    method: 'GET',
    path: '/api/content/entry-requirements/:airport',
    params: schema(routeParams, 'ZAirportParams'),
    access: 'public',
    limit: SHARED_READ,
    query: schema(entryRequirements, 'ZEntryRequirementsQuery'),
    answer: schema(entryRequirements, 'ZDestinationEntryRequirements'),
  }),
  /** The draft a signed preview link names (issue 34): the token is the permission, checked by the cms. */
  previewDraft: endpoint({
    method: 'GET',
    path: '/api/content/preview',
    access: 'public',
    limit: { none: 'the signed token is the permission: a forged one is refused before any read' },
    query: schema(routeParams, 'ZPreviewQuery'),
  }),
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    answeredBy: 'api',
    limit: { none: "the balancer's check every few seconds: a fixed answer, no read" },
  }),
}
