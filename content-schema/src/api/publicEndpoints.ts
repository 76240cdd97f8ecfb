import { endpoint, schema } from './contract.ts'

const concierge = () => import('../concierge/request.ts')
const flightLead = () => import('../flights/lead.ts')
const flightSearch = () => import('../flights/search.ts')
const hotelSearch = () => import('../hotels/search.ts')
const rates = () => import('../payments/rates.ts')
const placeSearch = () => import('../places/search.ts')
const survey = () => import('../survey/response.ts')
const taxiBooking = () => import('../taxi/booking.ts')
const taxiQuote = () => import('../taxi/quote.ts')

/** Public forms and searches: flights, hotels, places, the airport taxi, concierge and survey; health. */
export const PUBLIC_ENDPOINTS = {
  submitConcierge: endpoint({
    method: 'POST',
    path: '/api/concierge/submit',
    access: 'public',
    body: schema(concierge, 'ZConciergeSubmit'),
  }),
  submitSurvey: endpoint({
    method: 'POST',
    path: '/api/travel-savings/survey',
    access: 'public',
    body: schema(survey, 'ZSurveySubmit'),
  }),
  searchFlights: endpoint({
    method: 'POST',
    path: '/api/flights/search',
    access: 'public',
    body: schema(flightSearch, 'ZFlightSearchQuery'),
    answer: schema(flightSearch, 'ZFlightSearchResponse'),
  }),
  repriceFlight: endpoint({
    method: 'POST',
    path: '/api/flights/reprice',
    access: 'public',
    body: schema(flightSearch, 'ZRepriceRequest'),
    answer: schema(flightSearch, 'ZRepriceResponse'),
  }),
  flightDatePrices: endpoint({
    method: 'POST',
    path: '/api/flights/date-prices',
    access: 'public',
    body: schema(flightSearch, 'ZFlightSearchQuery'),
    answer: schema(flightSearch, 'ZFlightDatePricesResponse'),
  }),
  itinerary: endpoint({
    method: 'GET',
    path: '/api/flights/itinerary/:id',
    access: 'public',
    answer: schema(flightSearch, 'ZItinerary'),
  }),
  submitFlightLead: endpoint({
    method: 'POST',
    path: '/api/flights/leads/flight',
    access: 'public',
    body: schema(flightLead, 'ZFlightLeadInput'),
  }),
  searchFlightData: endpoint({
    method: 'POST',
    path: '/api/flights/data/search',
    access: 'public',
    body: schema(flightSearch, 'ZFlightDataSearchQuery'),
    answer: schema(flightSearch, 'ZFlightDataSearchResponse'),
  }),
  searchHotels: endpoint({
    method: 'POST',
    path: '/api/hotels/data/search-location',
    access: 'public',
    collection: 'hotels',
    body: schema(hotelSearch, 'ZHotelSearchQuery'),
    answer: schema(hotelSearch, 'ZHotelSearchResponse'),
  }),
  placesAutocomplete: endpoint({
    method: 'POST',
    path: '/api/places/autocomplete',
    access: 'public',
    collection: 'places',
    body: schema(placeSearch, 'ZPlaceSearchQuery'),
    answer: schema(placeSearch, 'ZPlaceSearchResponse'),
  }),
  placesForward: endpoint({
    method: 'POST',
    path: '/api/places/forward',
    access: 'public',
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
    body: schema(taxiBooking, 'ZTaxiBookingRequest'),
    answer: schema(taxiBooking, 'ZTaxiBookingResponse'),
  }),
  exchangeRates: endpoint({
    method: 'GET',
    path: '/api/money/rates',
    access: 'public',
    answer: schema(rates, 'ZRateTable'),
  }),
  /** The draft a signed preview link names (issue 34): the token is the permission, checked by the cms. */
  previewDraft: endpoint({ method: 'GET', path: '/api/content/preview', access: 'public' }),
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public' }),
}
