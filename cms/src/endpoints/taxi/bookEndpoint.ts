import { pickupProblem, type TTaxiBookingResponse } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { travellerFromRequest } from '../../services/auth/travellerSession'
import { ChargeRefused } from '../../services/money/chargeGuard'
import { currentGeocoder } from '../../services/places/mapboxGeocoder'
import { bookRide } from '../../services/taxi/bookRide'
import { resolvePickup } from '../../services/taxi/flightPickup'
import type { PricedRide } from '../../services/taxi/priceRide'
import { priceRequest, storedQuote } from '../../services/taxi/quoteStore'
import { unconfirmedPlace } from '../../services/taxi/verifyRidePlaces'
import { contractEndpoint } from '../contract/contractEndpoint'
import { BOOK_BODY_BYTES, PRIVATE } from './limits'

const QUOTE_REFUSAL_STATUS = {
  'taxiErrors.quoteNotFound': 404,
  'taxiErrors.quoteExpired': 410,
  'taxiErrors.quoteMismatch': 409,
} as const

/**
 * POST /api/taxi/book: customer (all three fields required), ride, quote_id. The ride is stored as
 * pending payment at the stored quote's price (or, without quote_id, the cms's own price now) and a
 * checkout of the payments path is opened: 201 { ride_request_id, checkout_url }. A price in the body
 * is never read; recaptcha_token is accepted and ignored (no reCAPTCHA; the endpoint is rate-limited).
 */
export const taxiBookEndpoint = contractEndpoint(API.taxiBook, {
  maxBytes: BOOK_BODY_BYTES,
  handler: async ({ req, body: asked }) => {
    const resolved = await resolvePickup(asked.ride)
    if (resolved.kind === 'unavailable')
      return apiError(503, { message: 'taxiErrors.flightStatusUnavailable' })
    if (resolved.kind === 'invalid') {
      return apiError(422, {
        message: 'errors.invalidInput',
        fieldErrors: { [`ride.${resolved.field}`]: resolved.message },
      })
    }
    const data = { ...asked, ride: resolved.ride }
    const flight = resolved.kind === 'flight' ? resolved.flight : undefined
    const now = new Date()
    const pickup = pickupProblem(data.ride.datetime, now.getTime())
    if (pickup)
      return apiError(422, { message: 'errors.invalidInput', fieldErrors: { 'ride.datetime': pickup } })
    const unconfirmed = await unconfirmedPlace(req.payload, currentGeocoder(), data.ride)
    if (unconfirmed) {
      return apiError(422, {
        message: 'validation.coordinatesInvalid',
        fieldErrors: { [`ride.${unconfirmed}`]: 'validation.coordinatesInvalid' },
      })
    }
    let priced: PricedRide
    if (data.quote_id) {
      const lookup = await storedQuote(req.payload, data.quote_id, data.ride, now)
      if (lookup.refusal) return apiError(QUOTE_REFUSAL_STATUS[lookup.refusal], { message: lookup.refusal })
      priced = lookup.priced
    } else {
      const result = priceRequest(data.ride)
      if (result.refusal) return apiError(422, { message: result.refusal })
      priced = result.ride
    }
    const traveller = await travellerFromRequest(req)
    // A signed-in traveller's confirmation goes to their account's address, never to one typed beside it.
    const booking = traveller
      ? { ...data, customer: { ...data.customer, email: String(traveller.email) } }
      : data
    try {
      const { rideId, checkoutUrl } = await bookRide(
        req,
        booking,
        priced,
        data.quote_id,
        traveller ? Number(traveller.id) : undefined,
        flight,
      )
      const body: TTaxiBookingResponse = { ride_request_id: rideId, checkout_url: checkoutUrl }
      return Response.json(body, { status: 201, headers: PRIVATE })
    } catch (cause) {
      if (cause instanceof ChargeRefused) return apiError(409, { message: cause.key })
      req.payload.logger.error(`Taxi checkout failed: ${String(cause)}`)
      return apiError(503, { message: 'paymentErrors.checkoutUnavailable' })
    }
  },
})
