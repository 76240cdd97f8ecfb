import { ZRepriceRequest } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, PayloadRequest } from 'payload'
import { route } from '../../http/contractRoute'
import { apiError } from '../../http/jsonResponses'
import { parseJsonBody } from '../../http/parseJsonBody'
import { flightEngine } from '../../services/flights/flightEngine'
import { PRIVATE, repriceLimit, SEARCH_BODY_BYTES } from './limits'

/**
 * POST /api/flights/reprice ('Refresh Price'): the server prices its own stored itinerary again,
 * found by id; the new price is the one payment will charge. 404 unknown id, 410 expired, 503 provider down.
 */
async function repriceFlight(req: PayloadRequest): Promise<Response> {
  const limited = await repriceLimit(req)
  if (limited) return limited
  const { data, error } = await parseJsonBody(req, ZRepriceRequest, SEARCH_BODY_BYTES)
  if (error) return error
  const answer = await flightEngine(req.payload).reprice(data.itinerary_id, data.currency)
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
}

export const repriceFlightEndpoint: Endpoint = {
  ...route(API.repriceFlight),
  handler: repriceFlight,
}
