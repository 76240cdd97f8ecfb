import { API } from '@nexovia/content-schema/api/endpoints'
import { flightEngine } from '../../services/flights/flightEngine'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE, SEARCH_BODY_BYTES } from './limits'

/**
 * POST /api/flights/date-prices: the search's body, answered with the cheapest total of the same trip
 * on each day three days either side (one request for the results' date strip, not seven searches).
 */
export const flightDatePricesEndpoint = contractEndpoint(API.flightDatePrices, {
  maxBytes: SEARCH_BODY_BYTES,
  handler: async ({ req, body }) =>
    Response.json(await flightEngine(req.payload).datePrices(body), { headers: PRIVATE }),
})
