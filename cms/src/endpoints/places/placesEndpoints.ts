import type { TPlaceSearchResponse } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { currentGeocoder } from '../../services/places/mapboxGeocoder'
import { resolveAddress, suggestPlaces } from '../../services/places/searchPlaces'
import { contractEndpoint } from '../contract/contractEndpoint'

const PLACE_BODY_BYTES = 1024
// The same query gives the same places for a minute (the local list is cached that long too).
const CACHEABLE = { 'cache-control': 'private, max-age=60' } as const

type Lookup = typeof suggestPlaces

const placeEndpoint = (contract: typeof API.placesAutocomplete | typeof API.placesForward, lookup: Lookup) =>
  contractEndpoint(contract, {
    maxBytes: PLACE_BODY_BYTES,
    handler: async ({ req, body }) => {
      const answer: TPlaceSearchResponse = {
        results: await lookup(req.payload, currentGeocoder(), body.query, body.limit, body.locale),
      }
      return Response.json(answer, { headers: CACHEABLE })
    },
  })

// Paths under the places collection: /api/places/* belongs to it, so a root endpoint is never reached.
/** POST /api/places/autocomplete: query, limit, locale → up to 3 local and 3 remote suggestions, local ones named in the locale. */
export const placesAutocompleteEndpoint = placeEndpoint(API.placesAutocomplete, suggestPlaces)

/** POST /api/places/forward: 'use this address' — the typed text resolved to coordinates. */
export const placesForwardEndpoint = placeEndpoint(API.placesForward, resolveAddress)

/** Registered on the Places collection (cms/src/collections/Places). */
export const placeEndpoints: Endpoint[] = [placesAutocompleteEndpoint, placesForwardEndpoint]
