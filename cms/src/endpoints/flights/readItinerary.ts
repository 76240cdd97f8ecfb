import type { TItinerary } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { findOffer } from '../../services/flights/offerStore'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE } from './limits'

/**
 * GET /api/flights/itinerary/:id: the itinerary a traveller chose, with the price checkout will
 * charge (the last one the server quoted for it), for the payment page's selected-flight card.
 * Reading does not reprice. The id is the server's own and unguessable, so it is the only key.
 * 404 unknown id, 410 expired (an id of another shape is the contract's 400).
 */
async function readItinerary(req: PayloadRequest, id: string): Promise<Response> {
  const offer = await findOffer(req.payload, id)
  if (!offer) return apiError(404, { message: 'errors.offerNotFound' })
  if (Date.parse(offer.expiresAt) <= Date.now()) return apiError(410, { message: 'errors.offerExpired' })
  const itinerary: TItinerary = {
    ...offer.itinerary,
    itinerary_id: offer.offerId,
    price_total: offer.priceTotal,
    currency: offer.currency,
    price_fetched_at: offer.priceFetchedAt,
    expires_at: offer.expiresAt,
  }
  return Response.json(itinerary, { headers: PRIVATE })
}

export const readItineraryEndpoint = contractEndpoint(API.itinerary, {
  handler: ({ req, params }) => readItinerary(req, params.id),
})
