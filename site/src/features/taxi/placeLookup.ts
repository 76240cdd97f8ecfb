import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import type { TPlaceSuggestion } from '@nexovia/content-schema/places/search'
import { callEndpoint } from '../../lib/api/callEndpoint'

/**
 * POST /api/places/autocomplete or /forward, local places named in the page's language. A failed lookup gives no suggestion (spec 02 §8: the
 * cms already falls back to its own places; the page stays quiet).
 */
export async function lookUpPlaces(
  kind: 'autocomplete' | 'forward',
  query: string,
  locale: Locale,
): Promise<TPlaceSuggestion[]> {
  const endpoint = kind === 'autocomplete' ? API.placesAutocomplete : API.placesForward
  const answer = await callEndpoint(endpoint, { body: { query, locale } })
  return answer.ok ? answer.data.results : []
}
