import { API } from '@nexovia/content-schema/api/endpoints'
import { flightEngine } from '../../services/flights/flightEngine'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE, SEARCH_BODY_BYTES } from './limits'

/**
 * POST /api/flights/search (flow B, /flights): itineraries and provider_status. A provider failure
 * is a 200 with its provider_status and no itineraries, so the page can show the right error.
 */
export const searchFlightsEndpoint = contractEndpoint(API.searchFlights, {
  maxBytes: SEARCH_BODY_BYTES,
  handler: async ({ req, body }) =>
    Response.json(await flightEngine(req.payload).search(body), { headers: PRIVATE }),
})
