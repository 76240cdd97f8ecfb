import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { keysUnder } from '../../lib/forms/messageGroups'
import type { Messages, Translate } from '../../lib/forms/messages'
import { MESSAGES_FIELDS_KEYS } from '../payments/messagesFieldsKeys'

/** What the quote and booking endpoints may answer (spec 02 §8 and the cms's taxiErrors). */
const TAXI_ANSWER_KEYS = [
  ...keysUnder('errors', 'taxiQuote taxiQuoteFailed taxiBooking taxiBookingFailed checkoutFailed'),
  ...keysUnder('errors', 'noCheckoutUrl'),
  ...keysUnder('validation', 'customerInfoRequired validEmail addressRequired coordinatesInvalid'),
  ...keysUnder('validation', 'pickupTooFar dateRequired dateInvalid taxiPassengersRange luggageRange'),
  ...keysUnder('validation', 'invalidOption flightNumberInvalid flightNeedsAirport arrivalDateRequired'),
  ...keysUnder('validation', 'flightNotFound flightCancelled'),
  ...keysUnder('taxiErrors', 'outsideZones zonesDiffer tooFar serviceUnavailable quoteNotFound'),
  ...keysUnder('taxiErrors', 'quoteExpired quoteMismatch flightStatusUnavailable'),
] as const satisfies readonly UiKey[]

/** The strings of /airport-taxi's island. */
export const TAXI_BOOKING_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('money', 'equivalent approx rateOf rateStale chargeRefused'),
  ...keysUnder('money.currency', 'USD EUR XOF GHS'),
  ...keysUnder('payments.method', 'label card mobileMoney charged'),
  ...TAXI_ANSWER_KEYS,
  ...keysUnder('taxiPage', 'departure destination placePlaceholder useAddress date arrivalDate'),
  ...keysUnder('taxiPage', 'flightNumber flightHint meetingName time timePlaceholder passengers luggage'),
  ...keysUnder('taxiPage', 'serviceType yangoSwitched options notes getQuote needs addressNotFound'),
  ...keysUnder('taxiPage', 'quoting concierge book booking newQuote'),
  ...keysUnder('taxiPage.quote', 'flight delayed waiting title distance duration total km breakdown'),
  ...keysUnder('taxiPage.service', 'taxi private_chauffeur vtc yango'),
  ...keysUnder('taxiPage.option', 'childSeat vip extraStop'),
  ...keysUnder('taxiPage.needs', 'departure destination date time flightNumber passengers'),
  ...keysUnder('taxiPage.problem', 'departureUnserved destinationUnserved samePlace'),
  ...keysUnder('taxiPage.fee', 'base_fee distance_fee time_fee night_surcharge airport_fee'),
  ...keysUnder('taxiPage.fee', 'child_seat_fee vip_fee extra_stop_fee'),
  ...keysUnder('taxiPage.customer', 'title name email phone'),
  // The WhatsApp/SMS opt-in, the checkout's own fields (issue 45).
  ...MESSAGES_FIELDS_KEYS,
] as const satisfies readonly UiKey[]
export type TaxiBookingKey = (typeof TAXI_BOOKING_KEYS)[number]
export type TaxiBookingMessages = Messages<TaxiBookingKey>
export type TaxiBookingT = Translate<TaxiBookingKey>
