import { endpoint, schema } from './contract.ts'

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

/** Public forms and searches: flights, hotels, places, the airport taxi, concierge and survey; health. */
export const PUBLIC_ENDPOINTS = {
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
    limit: SEARCHES,
    body: schema(flightSearch, 'ZFlightSearchQuery'),
    answer: schema(flightAnswers, 'ZFlightSearchResponse'),
  }),
  repriceFlight: endpoint({
    method: 'POST',
    path: '/api/flights/reprice',
    access: 'public',
    limit: REPRICES,
    body: schema(flightSearch, 'ZRepriceRequest'),
    answer: schema(flightAnswers, 'ZRepriceResponse'),
  }),
  flightDatePrices: endpoint({
    method: 'POST',
    path: '/api/flights/date-prices',
    access: 'public',
    limit: DATE_STRIP,
    body: schema(flightSearch, 'ZFlightSearchQuery'),
    answer: schema(flightAnswers, 'ZFlightDatePricesResponse'),
  }),
  itinerary: endpoint({
    method: 'GET',
    path: '/api/flights/itinerary/:id',
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
  taxiQuote: endpoint({
    method: 'POST',
    path: '/api/taxi/quote',
    access: 'public',
    body: schema(taxiQuote, 'ZTaxiQuoteBody'),
    answer: schema(taxiQuote, 'ZTaxiQuoteResponse'),
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
    answer: schema(rates, 'ZRateTable'),
  }),
  /** The searched destination's entry requirements on /flights, the same for everyone (cached a while). */
  destinationEntryRequirements: endpoint({
    method: 'GET',
    path: '/api/content/entry-requirements/:airport',
    access: 'public',
    query: schema(entryRequirements, 'ZEntryRequirementsQuery'),
    answer: schema(entryRequirements, 'ZDestinationEntryRequirements'),
  }),
  /** The draft a signed preview link names (issue 34): the token is the permission, checked by the cms. */
  previewDraft: endpoint({ method: 'GET', path: '/api/content/preview', access: 'public' }),
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public' }),
}
