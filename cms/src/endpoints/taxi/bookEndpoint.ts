import type { TTaxiBookingResponse } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { bookTaxi } from '../../services/taxi/bookTaxi'
import { contractEndpoint } from '../contract/contractEndpoint'
import { BOOK_BODY_BYTES, PRIVATE } from './limits'

/**
 * POST /api/taxi/book: customer (all three fields required), ride, quote_id. The ride is stored as
 * pending payment at the stored quote's price (or, without quote_id, the cms's own price now) and a
 * checkout of the payments path is opened: 201 { ride_request_id, checkout_url }. A price in the body
 * is never read; recaptcha_token is accepted and ignored (no reCAPTCHA; the endpoint is rate-limited).
 */
export const taxiBookEndpoint = contractEndpoint(API.taxiBook, {
  maxBytes: BOOK_BODY_BYTES,
  handler: async ({ req, body }) => {
    const outcome = await bookTaxi(req, body)
    if (outcome.kind === 'refused') return apiError(outcome.status, outcome.error)
    const answer: TTaxiBookingResponse = {
      ride_request_id: outcome.rideId,
      checkout_url: outcome.checkoutUrl,
    }
    return Response.json(answer, { status: 201, headers: PRIVATE })
  },
})
