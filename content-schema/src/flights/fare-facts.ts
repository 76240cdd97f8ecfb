import { z } from 'zod'
import { ZFareCondition } from '../core/enum-schemas.ts'

/**
 * The baggage allowance and fare conditions of an itinerary, per passenger, as the engine knows
 * them (the offline engine from its table per carrier and cabin). `cabin_bag_kg` null: the airline
 * sets no weight limit, only a size.
 */
export const ZFareFacts = z.object({
  cabin_bags: z.number().int().min(0),
  cabin_bag_kg: z.number().int().positive().nullable(),
  checked_bags: z.number().int().min(0),
  checked_bag_kg: z.number().int().positive(),
  change: ZFareCondition,
  refund: ZFareCondition,
})
export type TFareFacts = z.infer<typeof ZFareFacts>

/** A connection of a journey: where the traveller waits and for how many minutes. */
export const ZLayover = z.object({
  airport: z.string().length(3),
  minutes: z.number().int().min(0),
})
