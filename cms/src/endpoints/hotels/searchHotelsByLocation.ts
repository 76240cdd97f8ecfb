import { API } from '@nexovia/content-schema/api/endpoints'
import { searchHotels } from '../../services/hotels/searchHotels'
import { contractEndpoint } from '../contract/contractEndpoint'

const SEARCH_BODY_BYTES = 2 * 1024

/**
 * POST /api/hotels/data/search-location: the hotels of the inventory for a place and dates, with the
 * panel's filters. The same answer for everyone: it carries no traveller data. Mounted on the hotels
 * collection (its contract's `collection`): Payload routes every /api/hotels/* request there.
 */
export const searchHotelsByLocationEndpoint = contractEndpoint(API.searchHotels, {
  maxBytes: SEARCH_BODY_BYTES,
  handler: async ({ req, body }) => {
    const hotels = await searchHotels(req.payload, body)
    return Response.json({
      success: true,
      message: hotels.length ? '' : 'search.noHotels',
      data: { suggested_hotels: hotels, total: hotels.length },
    })
  },
})
