import type { TCheckoutResponse } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { type CheckoutOutcome, checkoutFlight, checkoutHotel } from '../../services/bookings/checkoutBooking'
import { contractEndpoint } from '../contract/contractEndpoint'
import { CHECKOUT_BODY_BYTES, PRIVATE } from './limits'

/** The checkout page's address (201), or the refusal in the form's words. */
function answer(outcome: CheckoutOutcome): Response {
  if (outcome.kind === 'refused') return apiError(outcome.status, outcome.error)
  const body: TCheckoutResponse = { checkout_url: outcome.checkoutUrl }
  return Response.json(body, { status: 201, headers: PRIVATE })
}

/** POST /api/payments/flight/checkout: a flight package × passengers, or a stored itinerary. */
export const flightCheckoutEndpoint = contractEndpoint(API.flightCheckout, {
  maxBytes: CHECKOUT_BODY_BYTES,
  handler: async ({ req, body }) => answer(await checkoutFlight(req, body)),
})

/** POST /api/payments/hotel/checkout: a hotel package × nights × rooms, or a stay from the hotel results. */
export const hotelCheckoutEndpoint = contractEndpoint(API.hotelCheckout, {
  maxBytes: CHECKOUT_BODY_BYTES,
  handler: async ({ req, body }) => answer(await checkoutHotel(req, body)),
})
