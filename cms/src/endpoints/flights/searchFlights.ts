import { ZFlightSearchQuery } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, PayloadRequest } from 'payload'
import { route } from '../../http/contractRoute'
import { parseJsonBody } from '../../http/parseJsonBody'
import { flightEngine } from '../../services/flights/flightEngine'
import { PRIVATE, SEARCH_BODY_BYTES, searchLimit } from './limits'

/**
 * POST /api/flights/search (flow B, /flights): itineraries and provider_status. A provider failure
 * is a 200 with its provider_status and no itineraries, so the page can show the right error.
 */
async function searchFlights(req: PayloadRequest): Promise<Response> {
  const limited = await searchLimit(req)
  if (limited) return limited
  const { data, error } = await parseJsonBody(req, ZFlightSearchQuery, SEARCH_BODY_BYTES)
  if (error) return error
  return Response.json(await flightEngine(req.payload).search(data), { headers: PRIVATE })
}

export const searchFlightsEndpoint: Endpoint = {
  ...route(API.searchFlights),
  handler: searchFlights,
}
