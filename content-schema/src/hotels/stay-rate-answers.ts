/**
 * GET /api/hotels/data/stay-rate (zod/mini, see core/answer-primitives.ts): the payment page asks the
 * cms whether a supplier's rate from the results holds (its signature and its expiry) before it shows
 * the stay; only the cms holds the secret that tells a genuine rate from a forged one.
 */
import * as z from 'zod/mini'
import { ZAnswerAmount, ZAnswerCurrency, ZAnswerDateTime, ZCount } from '../core/answer-primitives.ts'
import { STAY_RATE_PREFIX } from './stay-rate.ts'

/** A signed rate is a few hundred characters; a URL's worth is the most one may be. */
const MAX_STAY_RATE_CHARS = 4096

/** The token as the results' Choose link carries it (`stay_rate`). */
export const ZStayRateQuery = z.object({
  token: z.string().check(z.minLength(STAY_RATE_PREFIX.length + 1), z.maxLength(MAX_STAY_RATE_CHARS)),
})

const ZIsoDate = z.iso.date()

/** What the genuine rate sells, as the results showed it. */
export const ZStayRateAnswer = z.object({
  supplier: z.literal('duffel'),
  rateId: z.string(),
  total: ZAnswerAmount,
  currency: ZAnswerCurrency,
  hotelName: z.string(),
  city: z.string(),
  roomName: z.string(),
  checkIn: ZIsoDate,
  checkOut: ZIsoDate,
  adults: ZCount,
  rooms: ZCount,
  hasBreakfast: z.boolean(),
  freeCancellationUntil: z.nullable(z.string()),
  expiresAt: ZAnswerDateTime,
})
export type TStayRateAnswer = z.infer<typeof ZStayRateAnswer>
