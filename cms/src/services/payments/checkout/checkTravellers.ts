import {
  emptyTraveller,
  lastDepartureDateOf,
  lastTravelDateOf,
  passengerTypesOf,
  type TBookingTravellers,
  type TFlightCheckoutRequest,
  travellersFor,
} from '@nexovia/content-schema'
import { toFieldErrors } from '@nexovia/content-schema/api/error'
import type { BookingDraft } from './bookingDraft'

type TravellersPart = Pick<TFlightCheckoutRequest, 'travellers' | 'contact_email' | 'contact_phone'>

export type TravellersCheck =
  | { travellers?: TBookingTravellers; fieldErrors?: undefined }
  | { travellers?: undefined; fieldErrors: Record<string, string> }

/**
 * The travellers of a checkout, checked again on the server with the browser's rules: a flight
 * itinerary needs one passport per passenger it was priced for, valid 6 months after the trip's
 * last day (the cms's own itinerary, not a date the browser sent), each born on a day that gives
 * the fare type it was searched and priced as; a supplier's stay needs at least its lead guest's
 * names and a phone (none sent: the blank form's fields each say what is missing); a cms stay or a
 * package takes them optionally, passports optional.
 */
export function checkTravellers(request: TravellersPart, draft: BookingDraft, now: Date): TravellersCheck {
  const today = now.toISOString().slice(0, 10)
  const itinerary = draft.flight?.itinerary
  const isFlight = itinerary !== undefined
  const isRequired = draft.supplierStay !== undefined
  if (!isFlight && !isRequired && !request.travellers?.length) return {}
  const sent = request.travellers?.length ? request.travellers : isRequired ? [emptyTraveller()] : []
  const count = draft.flight ? draft.flight.passengers : sent.length
  const lastTravelDate = itinerary
    ? lastTravelDateOf(itinerary)
    : (draft.returnDate ?? draft.departureDate ?? today).slice(0, 10)
  // A flight's birth dates must give the types its search counted (passengerAge.ts), on the day its last flight leaves.
  const mix = itinerary?.passenger_mix
  const types = mix
    ? { passengerTypes: passengerTypesOf(mix), lastDepartureDate: lastDepartureDateOf(itinerary!) }
    : {}
  const parsed = travellersFor(count, {
    isPassportRequired: isFlight,
    isRequired,
    lastTravelDate,
    today,
    ...types,
  }).safeParse(isFlight ? request : { ...request, travellers: sent })
  return parsed.success ? { travellers: parsed.data } : { fieldErrors: toFieldErrors(parsed.error) }
}
