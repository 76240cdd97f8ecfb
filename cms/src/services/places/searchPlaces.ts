import { type Locale, PLACE_AUTOCOMPLETE, type TPlaceSuggestion } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Geocoder } from './geocoder'
import { searchLocalPlaces } from './localPlaces'

/**
 * Suggestions for the taxi form (spec 02 §7): up to 3 local places, then up to 3 from the remote
 * geocoder when one is configured. A geocoder failure or timeout is logged and the local ones are
 * returned alone (the page falls back silently).
 */
export async function suggestPlaces(
  payload: Payload,
  geocoder: Geocoder | undefined,
  query: string,
  limit: number,
  locale: Locale = 'en',
): Promise<TPlaceSuggestion[]> {
  const local = await searchLocalPlaces(payload, query, Math.min(limit, PLACE_AUTOCOMPLETE.localLimit), {
    locale,
  })
  if (!geocoder) return local
  const remote = await geocoder
    .forward(query, Math.min(limit, PLACE_AUTOCOMPLETE.remoteLimit))
    .catch((cause: unknown) => {
      payload.logger.warn(`Place geocoding failed, local suggestions only: ${String(cause)}`)
      return []
    })
  return [...local, ...remote].slice(0, PLACE_AUTOCOMPLETE.maxShown)
}

/**
 * 'Use this address' (/api/places/forward): the text the traveller typed, resolved to coordinates —
 * the geocoder's best match first, else the best local place; empty when neither knows it.
 */
export async function resolveAddress(
  payload: Payload,
  geocoder: Geocoder | undefined,
  query: string,
  limit: number,
  locale: Locale = 'en',
): Promise<TPlaceSuggestion[]> {
  if (geocoder) {
    const remote = await geocoder.forward(query, limit).catch((cause: unknown) => {
      payload.logger.warn(`Address geocoding failed, local places only: ${String(cause)}`)
      return []
    })
    if (remote.length > 0) return remote
  }
  return searchLocalPlaces(payload, query, limit, { locale })
}
