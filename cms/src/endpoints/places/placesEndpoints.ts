import { type TPlaceSearchResponse, ZPlaceSearchQuery } from '@nexovia/content-schema'
import type { EndpointContract } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, PayloadRequest } from 'payload'
import { route } from '../../http/contractRoute'
import { parseJsonBody } from '../../http/parseJsonBody'
import { createRateLimit } from '../../http/rateLimit'
import { currentGeocoder } from '../../services/places/mapboxGeocoder'
import { resolveAddress, suggestPlaces } from '../../services/places/searchPlaces'

// Typing in two place fields, debounced at 500 ms: a couple of lookups a second at most, in bursts.
const autocompleteLimit = createRateLimit({ points: 120, durationSeconds: 60, name: 'places autocomplete' })
// 'Use this address' is one click per field.
const forwardLimit = createRateLimit({ points: 30, durationSeconds: 60, name: 'places forward' })

const PLACE_BODY_BYTES = 1024
// The same query gives the same places for a minute (the local list is cached that long too).
const CACHEABLE = { 'cache-control': 'private, max-age=60' } as const

type Lookup = typeof suggestPlaces

const placeEndpoint = (
  contract: EndpointContract,
  limit: typeof autocompleteLimit,
  lookup: Lookup,
): Endpoint => ({
  ...route(contract),
  handler: async (req: PayloadRequest) => {
    const limited = await limit(req)
    if (limited) return limited
    const { data, error } = await parseJsonBody(req, ZPlaceSearchQuery, PLACE_BODY_BYTES)
    if (error) return error
    const body: TPlaceSearchResponse = {
      results: await lookup(req.payload, currentGeocoder(), data.query, data.limit),
    }
    return Response.json(body, { headers: CACHEABLE })
  },
})

// Paths under the places collection: /api/places/* belongs to it, so a root endpoint is never reached.
/** POST /api/places/autocomplete: query, limit → up to 3 local and 3 remote suggestions. */
export const placesAutocompleteEndpoint = placeEndpoint(
  API.placesAutocomplete,
  autocompleteLimit,
  suggestPlaces,
)

/** POST /api/places/forward: 'use this address' — the typed text resolved to coordinates. */
export const placesForwardEndpoint = placeEndpoint(API.placesForward, forwardLimit, resolveAddress)

/** Registered on the Places collection (cms/src/collections/Places). */
export const placeEndpoints: Endpoint[] = [placesAutocompleteEndpoint, placesForwardEndpoint]
