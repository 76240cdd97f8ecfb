import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { flightEngine } from '../../services/flights/flightEngine'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE, SEARCH_BODY_BYTES } from './limits'

/**
 * POST /api/flights/reprice ('Refresh Price'): the server prices its own stored itinerary again,
 * found by id; the new price is the one payment will charge. 404 unknown id, 410 expired, 503 provider down.
 */
export const repriceFlightEndpoint = contractEndpoint(API.repriceFlight, {
  maxBytes: SEARCH_BODY_BYTES,
  handler: async ({ req, body }) => {
    const answer = await flightEngine(req.payload).reprice(body.itinerary_id, body.currency)
    switch (answer.outcome) {
      case 'priced': {
        const { outcome: _outcome, ...priced } = answer
        return Response.json(priced, { headers: PRIVATE })
      }
      case 'not_found':
        return apiError(404, { message: 'errors.offerNotFound' })
      case 'expired':
        return apiError(410, { message: 'errors.offerExpired' })
      case 'provider_failed':
        return Response.json(
          { message: 'errors.pricesUnavailable', provider_status: answer.provider_status },
          { status: 503, headers: PRIVATE },
        )
    }
  },
})
