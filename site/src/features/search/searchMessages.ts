import type { UiKey } from '@nexovia/content-schema'
import { keysUnder } from '../../lib/forms/messageGroups'
import type { Messages, Translate } from '../../lib/forms/messages'

/** The airport pair and the dates of a flight search (the search panel's and the flights page's). */
export const AIRPORT_FIELD_KEYS = [
  ...keysUnder('search', 'from to airportPlaceholder airportSuggestions noAirports departureDate returnDate'),
] as const satisfies readonly UiKey[]

/** Every UI string the search panel shows; the page passes them in its language. */
export const SEARCH_MESSAGE_KEYS = [
  ...keysUnder('search', 'title services tripType passengers adults adultsHint children childrenHint'),
  ...keysUnder('search', 'infants infantsHint increase decrease travelClass leg legsTitle addLeg'),
  ...keysUnder('search', 'removeLeg hotelDestination hotelPlaceholder checkIn checkOut guests rooms'),
  ...keysUnder('search', 'carPickup carDropoff carPickupDate carReturnDate activityDestination'),
  ...keysUnder('search', 'activityDate submit'),
  ...keysUnder('search.tab', 'flights hotels cars activities'),
  ...keysUnder('search.tripType', 'oneWay roundtrip multiCity'),
  ...AIRPORT_FIELD_KEYS,
  ...keysUnder('search.passengerCount', 'one other'),
  ...keysUnder('search.cabin', 'economy premium business first'),
  ...keysUnder('search.guestCount', 'one other'),
  ...keysUnder('search.roomCount', 'one other'),
  ...keysUnder('validation', 'searchRequiredFields airportCodeInvalid sameAirports returnBeforeDeparture'),
  ...keysUnder('validation', 'checkInPast checkInTooFar checkOutBeforeCheckIn stayTooLong'),
  'errors.searchFailed',
] as const satisfies readonly UiKey[]

export type SearchMessages = Messages<(typeof SEARCH_MESSAGE_KEYS)[number]>
export type SearchT = Translate<(typeof SEARCH_MESSAGE_KEYS)[number]>
