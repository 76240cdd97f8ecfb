import * as z from 'zod/mini'
import { ZAnswerAirport, ZAnswerFareCondition, ZCount } from '../core/answer-primitives.ts'

/**
 * The baggage allowance and fare conditions of an itinerary, per passenger, as the engine knows
 * them (the offline engine from its table per carrier and cabin). `cabin_bag_kg` null: the airline
 * sets no weight limit, only a size. Part of the flight answers (zod/mini).
 */
export const ZFareFacts = z.object({
  cabin_bags: ZCount,
  cabin_bag_kg: z.nullable(z.int().check(z.positive())),
  checked_bags: ZCount,
  checked_bag_kg: z.int().check(z.positive()),
  change: ZAnswerFareCondition,
  refund: ZAnswerFareCondition,
})
export type TFareFacts = z.infer<typeof ZFareFacts>

/** A connection of a journey: where the traveller waits and for how many minutes. */
export const ZLayover = z.object({
  airport: ZAnswerAirport,
  minutes: ZCount,
})
