import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { quoteRide } from '../../services/taxi/quoteRide'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE, QUOTE_BODY_BYTES } from './limits'

/**
 * POST /api/taxi/quote: the quote (quote_id, expires_at) with the flight it waits for, if any (201).
 * 422 with a taxiErrors key when the ride cannot be priced (outside the zones, two zones, too far, a
 * service not offered there) or a field error; 503 when the flight-status provider cannot be reached;
 * 429 past the contract's quotes a minute per client, counted by the use case (services/taxi/quoteRide.ts).
 */
export const taxiQuoteEndpoint = contractEndpoint(API.taxiQuote, {
  maxBytes: QUOTE_BODY_BYTES,
  handler: async ({ req, body, limit }) => {
    const outcome = await quoteRide(req.payload, body, {
      now: () => limit(req),
      withQuote: () => limit.counting(req),
    })
    switch (outcome.kind) {
      case 'limited':
        return outcome.refusal
      case 'flight_status_unavailable':
        return apiError(503, { message: 'taxiErrors.flightStatusUnavailable' })
      case 'invalid':
        return apiError(422, { message: outcome.message, fieldErrors: outcome.fieldErrors })
      case 'unpriceable':
        return apiError(422, { message: outcome.message })
      case 'quoted': {
        const flight = outcome.flight ? { flight: outcome.flight } : {}
        return Response.json({ ...outcome.quote, ...flight }, { status: 201, headers: PRIVATE })
      }
    }
  },
})
