import type { UiKey } from '@nexovia/content-schema'
import { ENTRY_FACT_KEYS } from '../../components/entryFactKeys'
import type { Messages, Translate } from '../../lib/forms/messages'
import { AIRPORT_FIELD_KEYS } from '../search/searchMessages'

/** The lead modal's strings ('Contact Us' on /flights). */
const LEAD_KEYS = [
  'flights.lead.title',
  'flights.lead.intro',
  'flights.lead.name',
  'flights.lead.email',
  'flights.lead.phone',
  'flights.lead.notes',
  'flights.lead.submit',
  'flights.lead.sending',
  'flights.lead.close',
  'flights.lead.failed',
  'flights.lead.required',
  'flights.lead.success',
  'flights.lead.priceNote',
] as const satisfies readonly UiKey[]

/** The destination's entry requirements above the results (issue 22). */
const ENTRY_KEYS = [
  'entry.titleIn',
  'entry.intro',
  'entry.nationality',
  'entry.group.us',
  'entry.group.eu',
  'entry.group.ecowas',
  'entry.group.other',
  'entry.noneForPassport',
  ...ENTRY_FACT_KEYS,
] as const satisfies readonly UiKey[]

/** What both itinerary cards show: stops and layovers, a later arrival day, baggage and fare conditions. */
export const CARD_MESSAGE_KEYS = [
  'search.nonstop',
  'flights.stopCount.one',
  'flights.stopCount.other',
  'flights.duration',
  'flights.arrivesLater.one',
  'flights.arrivesLater.other',
  'flights.arrivesEarlier',
  'flights.layover',
  'flights.fare.title',
  'flights.fare.cabinBag',
  'flights.fare.checkedBags',
  'flights.fare.pieces',
  'flights.fare.piecesNoWeight',
  'flights.fare.noCheckedBag',
  'flights.fare.change.free',
  'flights.fare.change.fee',
  'flights.fare.change.not_allowed',
  'flights.fare.refund.free',
  'flights.fare.refund.fee',
  'flights.fare.refund.not_allowed',
] as const satisfies readonly UiKey[]

export type CardT = Translate<(typeof CARD_MESSAGE_KEYS)[number]>

/** The results' summary line, tabs, filters, compact cards and date strip (issue 35). */
const RESULTS_VIEW_KEYS = [
  'flights.summary.change',
  'flights.summary.travellers.one',
  'flights.summary.travellers.other',
  'flights.tabs.label',
  'flights.tab.best',
  'flights.tab.cheapest',
  'flights.tab.fastest',
  'flights.perPerson',
  'flights.totalOf',
  'flights.details',
  'flights.filter.airlines',
  'flights.filter.bags',
  'flights.filter.maxDuration',
  'flights.filter.anyDuration',
  'flights.filter.upTo',
  'flights.filter.clear',
  'flights.dates.title',
  'flights.dates.none',
] as const satisfies readonly UiKey[]

/** Every string the /flights island shows; the page passes them in its language. */
export const FLIGHTS_MESSAGE_KEYS = [
  ...LEAD_KEYS,
  ...RESULTS_VIEW_KEYS,
  ...ENTRY_KEYS,
  ...CARD_MESSAGE_KEYS,
  'flights.priceChanged.up',
  'flights.priceChanged.down',
  'flights.priceChanged.before',
  ...AIRPORT_FIELD_KEYS,
  'search.adults',
  'search.children',
  'search.infants',
  'search.travelClass',
  'search.cabin.economy',
  'search.cabin.premium',
  'search.cabin.business',
  'search.cabin.first',
  'search.submit',
  'search.searching',
  'search.popularRoutes',
  'search.sortBy',
  'search.sort.price',
  'search.sort.duration',
  'search.sort.stops',
  'search.filters',
  'search.stops.any',
  'search.stops.nonstop',
  'search.stops.oneStopMax',
  'search.window.any',
  'search.window.morning',
  'search.window.afternoon',
  'search.window.evening',
  'search.departureWindow',
  'search.arrivalWindow',
  'search.refreshPrice',
  'search.select',
  'search.contactUs',
  'search.noFlights',
  'search.adjustCriteria',
  'flights.recentSearches',
  'flights.routeTo',
  'flights.resultCount.one',
  'flights.resultCount.other',
  'flights.stops',
  'money.equivalent',
  'money.approx',
  'money.rateOf',
  'flights.priceTotal',
  'flights.outbound',
  'flights.return',
  'flights.legOf',
  'flights.multiCity.title',
  'flights.multiCity.leg',
  'flights.multiCity.unserved',
  'flights.hideFilters',
  'flights.showFilters',
  'flights.priceRefreshed',
  'flights.errorContact',
  'validation.searchRequiredFields',
  'validation.sameAirports',
  'validation.airportCodeInvalid',
  'validation.returnBeforeDeparture',
  'errors.pricesUnavailable',
  'errors.flightsUnavailable',
  'errors.flightSearchFailed',
  'errors.network',
] as const satisfies readonly UiKey[]

export type FlightsKey = (typeof FLIGHTS_MESSAGE_KEYS)[number]
export type FlightsMessages = Messages<FlightsKey>
export type FlightsT = Translate<FlightsKey>

/** The strings of the flow A results island (/flight-results). */
export const FLIGHT_RESULTS_MESSAGE_KEYS = [
  ...CARD_MESSAGE_KEYS,
  'search.sortBy',
  'search.sort.price',
  'search.sort.duration',
  'search.sort.departure',
  'search.select',
  'search.newSearch',
  'search.noFlights',
  'search.adjustCriteria',
  'search.searching',
  'flights.results.airline',
  'flights.results.allAirlines',
  'flights.results.aircraft',
  'flights.resultCount.one',
  'flights.resultCount.other',
  'money.equivalent',
  'money.approx',
  'money.rateOf',
  'errors.flightsUnavailable',
  'errors.tooManyRequests',
  'errors.network',
] as const satisfies readonly UiKey[]

export type FlightResultsKey = (typeof FLIGHT_RESULTS_MESSAGE_KEYS)[number]
export type FlightResultsMessages = Messages<FlightResultsKey>
export type FlightResultsT = Translate<FlightResultsKey>

/** "1 stop" / "2 stops" / "Nonstop"-free count, in the page's language. */
export const stopLabel = (
  t: Translate<'flights.stopCount.one' | 'flights.stopCount.other' | 'search.nonstop'>,
  stops: number,
): string =>
  stops === 0
    ? t('search.nonstop')
    : stops === 1
      ? t('flights.stopCount.one')
      : t('flights.stopCount.other', { count: stops })
