import type { TPlaceSuggestion } from '@nexovia/content-schema/search/place-search'
import { callApi } from '../../lib/forms/callApi'

/**
 * POST /api/places/autocomplete or /forward. A failed lookup gives no suggestion (spec 02 §8: the
 * cms already falls back to its own places; the page stays quiet).
 */
export async function lookUpPlaces(kind: 'autocomplete' | 'forward', query: string) {
  const answer = await callApi(`/api/places/${kind}`, 'POST', { query })
  const results = answer.ok ? answer.body.results : undefined
  return Array.isArray(results) ? (results as TPlaceSuggestion[]) : []
}
