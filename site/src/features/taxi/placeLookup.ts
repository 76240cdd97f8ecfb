import type { Locale } from '@nexovia/content-schema/core'
import type { TPlaceSuggestion } from '@nexovia/content-schema/places/search'
import { callApi } from '../../lib/api/callApi'

/**
 * POST /api/places/autocomplete or /forward, local places named in the page's language. A failed
 * lookup gives no suggestion (spec 02 §8: the cms already falls back to its own places; the page
 * stays quiet).
 */
export async function lookUpPlaces(
  kind: 'autocomplete' | 'forward',
  query: string,
  locale: Locale,
): Promise<TPlaceSuggestion[]> {
  const answer = await callApi(kind === 'autocomplete' ? 'placesAutocomplete' : 'placesForward', {
    body: { query, locale },
  })
  return answer.ok ? answer.data.results : []
}
