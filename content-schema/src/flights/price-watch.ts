/**
 * Price tracking's requests (zod classic) and answers (zod/mini): a round trip or one-way search
 * tracked by a signed-in traveller or by an address that confirms it, and the account's list.
 */
import type { z } from 'zod'
import * as zm from 'zod/mini'
import {
  ZAnswerAirport,
  ZAnswerAmount,
  ZAnswerCurrency,
  ZAnswerDateTime,
  ZAnswerDocId,
  ZAnswerLocale,
  ZCount,
} from '../core/answer-primitives.ts'
import { email, msg, payload, plainString } from '../core/primitives.ts'
import { flightSearchShape } from './search-shape.ts'

type SearchLike = { origin: string; destination: string; departDate: string; returnDate?: string }
const sameAirports = (query: SearchLike) => query.origin !== query.destination
const returnAfterDeparture = (query: SearchLike) =>
  query.returnDate === undefined || query.returnDate >= query.departDate

/** POST /api/price-alerts: the signed-in traveller tracks the results' search (multi-city is not tracked). */
export const ZPriceWatchInput = payload(flightSearchShape)
  .refine(sameAirports, { path: ['destination'], ...msg('validation.sameAirports') })
  .refine(returnAfterDeparture, { path: ['returnDate'], ...msg('validation.returnBeforeDeparture') })
export type TPriceWatchInput = z.infer<typeof ZPriceWatchInput>

/** POST /api/price-alerts/by-email: the same search, tracked once the address confirms it. */
export const ZPriceWatchByEmailInput = payload({ ...flightSearchShape, email: email() })
  .refine(sameAirports, { path: ['destination'], ...msg('validation.sameAirports') })
  .refine(returnAfterDeparture, { path: ['returnDate'], ...msg('validation.returnBeforeDeparture') })
export type TPriceWatchByEmailInput = z.infer<typeof ZPriceWatchByEmailInput>

/** A mailed link's token (confirm or stop): its signature is checked by the cms. */
export const ZPriceWatchTokenInput = payload({
  token: plainString('priceWatch.linkInvalid')
    .min(20, msg('priceWatch.linkInvalid'))
    .max(2000, msg('priceWatch.linkInvalid')),
})
export type TPriceWatchTokenInput = z.infer<typeof ZPriceWatchTokenInput>

/** One tracked search as the account lists it. */
export const ZPriceWatchSummary = zm.object({
  id: ZAnswerDocId,
  origin: ZAnswerAirport,
  destination: ZAnswerAirport,
  departDate: zm.string(),
  returnDate: zm.nullish(zm.string()),
  adults: ZCount,
  children: ZCount,
  infants: ZCount,
  cabin: zm.string(),
  currency: ZAnswerCurrency,
  locale: ZAnswerLocale,
  lowestPrice: zm.nullish(ZAnswerAmount),
  lastPrice: zm.nullish(ZAnswerAmount),
  lowestAt: zm.nullish(ZAnswerDateTime),
})
export type TPriceWatchSummary = zm.output<typeof ZPriceWatchSummary>

/** What tracking answers: tracked now (signed in, or a confirmed link), or a link mailed. */
export const ZPriceWatchTracked = zm.object({
  outcome: zm.enum(['tracking', 'confirmationSent']),
  watch: zm.optional(ZPriceWatchSummary),
})
export type TPriceWatchTracked = zm.output<typeof ZPriceWatchTracked>

/** GET /api/account/price-alerts: the traveller's searches being tracked. */
export const ZPriceWatchList = zm.object({ watches: zm.array(ZPriceWatchSummary) })
export type TPriceWatchList = zm.output<typeof ZPriceWatchList>
