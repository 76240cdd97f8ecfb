import type { TBookingType, TFlightCheckoutRequest, THotelCheckoutRequest } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { type CheckoutRequestOf, hooksOfKind } from '../bookingKinds'
import type { Priced } from './bookingDraft'
import { priceFlightPackage, priceStayPackage } from './packagePricing'

/** What the kind sells, priced by the kind itself (its `price` hook, services/bookingKinds.ts). */
function priceOfKind<K extends TBookingType>(
  kind: K,
  payload: Payload,
  request: CheckoutRequestOf[K],
  now: Date,
): Promise<Priced> {
  const price = hooksOfKind(kind)?.price
  if (!price) throw new Error(`No pricing registered for ${kind} bookings`)
  return price(payload, request, now)
}

/** Prices a flight purchase: a package × passengers, or the flight kind's stored itinerary. */
export const priceFlight = (payload: Payload, request: TFlightCheckoutRequest, now: Date): Promise<Priced> =>
  request.package_id !== undefined
    ? priceFlightPackage(payload, request)
    : priceOfKind('flight', payload, request, now)

/** Prices a hotel purchase: a package × nights × rooms, or the hotel kind's room and rate plan. */
export const priceHotel = (payload: Payload, request: THotelCheckoutRequest): Promise<Priced> =>
  request.package_id !== undefined
    ? priceStayPackage(payload, request)
    : priceOfKind('hotel', payload, request, new Date())
