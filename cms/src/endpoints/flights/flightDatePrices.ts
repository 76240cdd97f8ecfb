import { ZFlightSearchQuery } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, PayloadRequest } from 'payload'
import { route } from '../../http/contractRoute'
import { parseJsonBody } from '../../http/parseJsonBody'
import { flightEngine } from '../../services/flights/flightEngine'
import { datePricesLimit, PRIVATE, SEARCH_BODY_BYTES } from './limits'

/**
 * POST /api/flights/date-prices: the search's body, answered with the cheapest total of the same trip
 * on each day three days either side (one request for the results' date strip, not seven searches).
 */
async function flightDatePrices(req: PayloadRequest): Promise<Response> {
  const limited = await datePricesLimit(req)
  if (limited) return limited
  const { data, error } = await parseJsonBody(req, ZFlightSearchQuery, SEARCH_BODY_BYTES)
  if (error) return error
  return Response.json(await flightEngine(req.payload).datePrices(data), { headers: PRIVATE })
}

export const flightDatePricesEndpoint: Endpoint = {
  ...route(API.flightDatePrices),
  handler: flightDatePrices,
}
