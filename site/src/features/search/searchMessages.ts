import type { UiKey } from '@nexovia/content-schema'
import type { Messages, Translate } from '../../lib/forms/messages'

/** The airport pair and the dates of a flight search (the search panel's and the flights page's). */
export const AIRPORT_FIELD_KEYS = [
  'search.from',
  'search.to',
  'search.airportPlaceholder',
  'search.airportSuggestions',
  'search.noAirports',
  'search.departureDate',
  'search.returnDate',
] as const satisfies readonly UiKey[]

/** Every UI string the search panel shows; the page passes them in its language. */
export const SEARCH_MESSAGE_KEYS = [
  'search.title',
  'search.services',
  'search.tab.flights',
  'search.tab.hotels',
  'search.tab.cars',
  'search.tab.activities',
  'search.tripType',
  'search.tripType.oneWay',
  'search.tripType.roundtrip',
  'search.tripType.multiCity',
  ...AIRPORT_FIELD_KEYS,
  'search.passengers',
  'search.passengerCount.one',
  'search.passengerCount.other',
  'search.adults',
  'search.adultsHint',
  'search.children',
  'search.childrenHint',
  'search.infants',
  'search.infantsHint',
  'search.increase',
  'search.decrease',
  'search.travelClass',
  'search.cabin.economy',
  'search.cabin.premium',
  'search.cabin.business',
  'search.cabin.first',
  'search.leg',
  'search.legsTitle',
  'search.addLeg',
  'search.removeLeg',
  'search.hotelDestination',
  'search.hotelPlaceholder',
  'search.checkIn',
  'search.checkOut',
  'search.guests',
  'search.rooms',
  'search.guestCount.one',
  'search.guestCount.other',
  'search.roomCount.one',
  'search.roomCount.other',
  'search.carPickup',
  'search.carDropoff',
  'search.carPickupDate',
  'search.carReturnDate',
  'search.activityDestination',
  'search.activityDate',
  'search.submit',
  'validation.searchRequiredFields',
  'validation.airportCodeInvalid',
  'validation.sameAirports',
  'validation.returnBeforeDeparture',
  'validation.checkInPast',
  'validation.checkInTooFar',
  'validation.checkOutBeforeCheckIn',
  'validation.stayTooLong',
  'errors.searchFailed',
] as const satisfies readonly UiKey[]

export type SearchMessages = Messages<(typeof SEARCH_MESSAGE_KEYS)[number]>
export type SearchT = Translate<(typeof SEARCH_MESSAGE_KEYS)[number]>

/** "1 passenger" / "3 passengers" in the page's language. */
export const countLabel = (t: SearchT, noun: 'passenger' | 'guest' | 'room', count: number): string =>
  count === 1 ? t(`search.${noun}Count.one`) : t(`search.${noun}Count.other`, { count })
