import { ZHotelSearchQuery } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, PayloadRequest } from 'payload'
import { route } from '../../http/contractRoute'
import { parseJsonBody } from '../../http/parseJsonBody'
import { createRateLimit } from '../../http/rateLimit'
import { searchHotels } from '../../services/hotels/searchHotels'

const SEARCH_BODY_BYTES = 2 * 1024
// Moving the price slider or the star filter searches again: allow a brisk pace, not a script's.
const searchLimit = createRateLimit({ points: 60, durationSeconds: 60 })

/**
 * POST /api/hotels/data/search-location: the hotels of the inventory for a place and dates, with the
 * panel's filters. The same answer for everyone: it carries no traveller data.
 */
async function searchHotelsByLocation(req: PayloadRequest): Promise<Response> {
  const limited = await searchLimit(req)
  if (limited) return limited
  const { data, error } = await parseJsonBody(req, ZHotelSearchQuery, SEARCH_BODY_BYTES)
  if (error) return error
  const hotels = await searchHotels(req.payload, data)
  return Response.json({
    success: true,
    message: hotels.length ? '' : 'search.noHotels',
    data: { suggested_hotels: hotels, total: hotels.length },
  })
}

/**
 * Mounted on the hotels collection (path relative to /api/hotels): Payload routes every
 * /api/hotels/* request to the collection, so a root endpoint there would never be reached.
 */
export const searchHotelsByLocationEndpoint: Endpoint = {
  ...route(API.searchHotels),
  handler: searchHotelsByLocation,
}
