import { API } from '@nexovia/content-schema/api/endpoints'
import type { TPlaceSuggestion } from '@nexovia/content-schema/places/search'
import { callEndpoint } from '../../lib/api/callEndpoint'

/**
 * POST /api/places/autocomplete or /forward. A failed lookup gives no suggestion (spec 02 §8: the
 * cms already falls back to its own places; the page stays quiet).
 */
export async function lookUpPlaces(
  kind: 'autocomplete' | 'forward',
  query: string,
): Promise<TPlaceSuggestion[]> {
  const endpoint = kind === 'autocomplete' ? API.placesAutocomplete : API.placesForward
  const answer = await callEndpoint(endpoint, { body: { query } })
  return answer.ok ? answer.data.results : []
}
