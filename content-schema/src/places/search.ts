import { z } from 'zod'
import { ZZone } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import { intWithDefault, msg, payload, ZLatitude, ZLongitude } from '../core/primitives.ts'
import { PLACE_AUTOCOMPLETE } from './constants.ts'

/** A taxi place lookup: at least 2 typed characters; local places are named in the page's language. */
export const ZPlaceSearchQuery = payload({
  query: z
    .string(msg('validation.queryTooShort'))
    .trim()
    .min(PLACE_AUTOCOMPLETE.minChars, msg('validation.queryTooShort'))
    .max(100, msg('validation.tooLong')),
  limit: intWithDefault(
    PLACE_AUTOCOMPLETE.localLimit,
    { min: 1, max: PLACE_AUTOCOMPLETE.maxShown },
    'validation.pageInvalid',
  ),
  locale: ZLocale.default('en'),
})
export type TPlaceSearchQuery = z.infer<typeof ZPlaceSearchQuery>

export const PLACE_SOURCES = ['local', 'remote'] as const

/**
 * One answer of /api/places/autocomplete and /api/places/forward, in Mapbox's feature shape (spec 02 §7):
 * place_name is the full label, text the short name, center is [lng, lat]; relevance 0–1. zone is the
 * taxi zone the point lies in (null outside both), source says whether it came from the cms or Mapbox.
 */
export const ZPlaceSuggestion = z.object({
  place_name: z.string(),
  text: z.string(),
  center: z.tuple([ZLongitude, ZLatitude]),
  relevance: z.number().min(0).max(1),
  zone: ZZone.nullable(),
  source: z.enum(PLACE_SOURCES),
})
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>

export const ZPlaceSearchResponse = z.object({ results: z.array(ZPlaceSuggestion) })
export type TPlaceSearchResponse = z.infer<typeof ZPlaceSearchResponse>
