import type { UiKey } from '@nexovia/content-schema'
import { ENTRY_FACT_KEYS } from '../../components/entryFactKeys'
import { keysUnder } from '../../lib/forms/messageGroups'
import type { Messages, Translate } from '../../lib/forms/messages'
import { AIRPORT_FIELD_KEYS } from '../search/searchMessages'

/** The lead modal's strings ('Contact Us' on /flights). */
const LEAD_KEYS = [
  ...keysUnder('flights.lead', 'title intro name email phone notes submit sending close failed required'),
  ...keysUnder('flights.lead', 'success priceNote'),
] as const satisfies readonly UiKey[]

/** The destination's entry requirements above the results (issue 22). */
const ENTRY_KEYS = [
  ...keysUnder('entry', 'titleIn intro nationality noneForPassport'),
  ...keysUnder('entry.group', 'us eu ecowas other'),
  ...ENTRY_FACT_KEYS,
] as const satisfies readonly UiKey[]

/** What both itinerary cards show: stops and layovers, a later arrival day, baggage and fare conditions. */
export const CARD_MESSAGE_KEYS = [
  'search.nonstop',
  ...keysUnder('flights.stopCount', 'one other'),
  ...keysUnder('flights', 'duration arrivesEarlier layover'),
  ...keysUnder('flights.arrivesLater', 'one other'),
  ...keysUnder('flights.fare', 'title cabinBag checkedBags pieces piecesNoWeight noCheckedBag'),
  ...keysUnder('flights.fare.change', 'free fee not_allowed'),
  ...keysUnder('flights.fare.refund', 'free fee not_allowed'),
] as const satisfies readonly UiKey[]

export type CardT = Translate<(typeof CARD_MESSAGE_KEYS)[number]>

/** The results' summary line, tabs, filters, compact cards and date strip (issue 35). */
const RESULTS_VIEW_KEYS = [
  ...keysUnder('flights', 'summary.change tabs.label perPerson totalOf details'),
  ...keysUnder('flights.summary.travellers', 'one other'),
  ...keysUnder('flights.tab', 'best cheapest fastest'),
  ...keysUnder('flights.filter', 'airlines bags maxDuration anyDuration upTo clear'),
  ...keysUnder('flights.dates', 'title none'),
] as const satisfies readonly UiKey[]

/** Every string the /flights island shows; the page passes them in its language. */
export const FLIGHTS_MESSAGE_KEYS = [
  ...LEAD_KEYS,
  ...RESULTS_VIEW_KEYS,
  ...ENTRY_KEYS,
  ...CARD_MESSAGE_KEYS,
  ...keysUnder('flights.priceChanged', 'up down before'),
  ...AIRPORT_FIELD_KEYS,
  ...keysUnder('search', 'adults children infants travelClass submit searching popularRoutes sortBy'),
  ...keysUnder('search', 'filters departureWindow arrivalWindow refreshPrice select contactUs noFlights'),
  ...keysUnder('search', 'adjustCriteria'),
  ...keysUnder('search.cabin', 'economy premium business first'),
  ...keysUnder('search.sort', 'price duration stops'),
  ...keysUnder('search.stops', 'any nonstop oneStopMax'),
  ...keysUnder('search.window', 'any morning afternoon evening'),
  ...keysUnder('flights', 'recentSearches routeTo stops priceTotal outbound return legOf hideFilters'),
  ...keysUnder('flights', 'showFilters priceRefreshed errorContact'),
  ...keysUnder('flights.resultCount', 'one other'),
  ...keysUnder('money', 'equivalent approx rateOf'),
  ...keysUnder('flights.multiCity', 'title leg unserved'),
  ...keysUnder('validation', 'searchRequiredFields sameAirports airportCodeInvalid returnBeforeDeparture'),
  ...keysUnder('errors', 'pricesUnavailable flightsUnavailable flightSearchFailed network'),
] as const satisfies readonly UiKey[]

export type FlightsKey = (typeof FLIGHTS_MESSAGE_KEYS)[number]
export type FlightsMessages = Messages<FlightsKey>
export type FlightsT = Translate<FlightsKey>

/** The strings of the flow A results island (/flight-results). */
export const FLIGHT_RESULTS_MESSAGE_KEYS = [
  ...CARD_MESSAGE_KEYS,
  ...keysUnder('search', 'sortBy select newSearch noFlights adjustCriteria'),
  ...keysUnder('search.sort', 'price duration departure'),
  ...keysUnder('flights.results', 'airline allAirlines aircraft'),
  ...keysUnder('flights.resultCount', 'one other'),
  ...keysUnder('money', 'equivalent approx rateOf'),
  ...keysUnder('errors', 'flightsUnavailable tooManyRequests'),
] as const satisfies readonly UiKey[]

export type FlightResultsKey = (typeof FLIGHT_RESULTS_MESSAGE_KEYS)[number]
export type FlightResultsMessages = Messages<FlightResultsKey>
export type FlightResultsT = Translate<FlightResultsKey>
