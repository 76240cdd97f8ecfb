import { z } from 'zod'
import { PLACE_AUTOCOMPLETE } from '../constants/search.ts'
import { ZZone } from '../enums.ts'
import { intWithDefault, msg, payload, ZLatitude, ZLongitude } from '../primitives.ts'

/** A taxi place lookup: at least 2 typed characters. */
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
})
export type TPlaceSearchQuery = z.infer<typeof ZPlaceSearchQuery>

export const PLACE_SOURCES = ['local', 'remote'] as const

export const ZPlaceSuggestion = z.object({
  name: z.string(),
  address: z.string(),
  lat: ZLatitude,
  lng: ZLongitude,
  zone: ZZone.nullish(),
  source: z.enum(PLACE_SOURCES),
})
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>
