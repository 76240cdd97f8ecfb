import {
  lastDepartureDateOf,
  lastTravelDateOf,
  passengerTypesOf,
  type TBookingTravellers,
  type TFlightCheckoutRequest,
  travellersFor,
} from '@nexovia/content-schema'
import { toFieldErrors } from '@nexovia/content-schema/api/error'
import type { BookingDraft } from './priceCheckout'

type TravellersPart = Pick<TFlightCheckoutRequest, 'travellers' | 'contact_email' | 'contact_phone'>

export type TravellersCheck =
  | { travellers?: TBookingTravellers; fieldErrors?: undefined }
  | { travellers?: undefined; fieldErrors: Record<string, string> }

/**
 * The travellers of a checkout, checked again on the server with the browser's rules: a flight
 * itinerary needs one passport per passenger it was priced for, valid 6 months after the trip's
 * last day (the cms's own itinerary, not a date the browser sent), each born on a day that gives
 * the fare type it was searched and priced as; a stay or a package takes them
 * optionally, passports optional.
 */
export function checkTravellers(request: TravellersPart, draft: BookingDraft, now: Date): TravellersCheck {
  const today = now.toISOString().slice(0, 10)
  const isFlight = draft.itinerary !== undefined
  if (!isFlight && !request.travellers?.length) return {}
  const count = isFlight ? (draft.passengers ?? 1) : (request.travellers?.length ?? 0)
  const lastTravelDate = draft.itinerary
    ? lastTravelDateOf(draft.itinerary)
    : (draft.returnDate ?? draft.departureDate ?? today).slice(0, 10)
  // A flight's birth dates must give the types its search counted (passengerAge.ts), on the day its last flight leaves.
  const mix = draft.itinerary?.passenger_mix
  const types = mix
    ? { passengerTypes: passengerTypesOf(mix), lastDepartureDate: lastDepartureDateOf(draft.itinerary!) }
    : {}
  const parsed = travellersFor(count, {
    isPassportRequired: isFlight,
    lastTravelDate,
    today,
    ...types,
  }).safeParse(request)
  return parsed.success ? { travellers: parsed.data } : { fieldErrors: toFieldErrors(parsed.error) }
}
