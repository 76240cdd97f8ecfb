import type { TPlaceSuggestion } from '@nexovia/content-schema/places/search'
import { callApi } from '../../lib/api/callApi'

/**
 * POST /api/places/autocomplete or /forward. A failed lookup gives no suggestion (spec 02 §8: the
 * cms already falls back to its own places; the page stays quiet).
 */
export async function lookUpPlaces(
  kind: 'autocomplete' | 'forward',
  query: string,
): Promise<TPlaceSuggestion[]> {
  const answer = await callApi(kind === 'autocomplete' ? 'placesAutocomplete' : 'placesForward', {
    body: { query },
  })
  return answer.ok ? answer.data.results : []
}
