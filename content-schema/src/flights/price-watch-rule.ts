/**
 * Price tracking's numbers and its one rule (issue 45): when a tracked search's cheapest price has
 * dropped enough to tell the traveller. zod-free, shared by the cms's daily job and its tests.
 */
import type { TCurrency } from '../core/plain.ts'

/**
 * Searches tracked at once per traveller (account or address): a traveller watches a few trips, each
 * with a date or two to compare; ten covers that, and bounds the daily job at ten engine searches a
 * traveller (with Duffel, ten paid offer requests a day).
 */
export const PRICE_WATCHES_PER_TRAVELLER = 10

/** A drop worth a mail: 5 % of the price, or this much in the watch's currency (minor units), whichever comes first. */
export const PRICE_DROP_PERCENT = 5
/** About 25 USD in each currency (XOF, GHS and NGN as the rates of late 2026 put it). */
export const PRICE_DROP_AMOUNTS: Record<TCurrency, number> = {
  USD: 2_500,
  EUR: 2_500,
  XOF: 15_000,
  GHS: 30_000,
  NGN: 4_000_000,
}

/** How long the e-mailed confirmation link works. */
export const PRICE_WATCH_CONFIRM_DAYS = 3

export type PriceDropThreshold = { percent: number; amount: number }
export type PriceDrop = { from: number; to: number; amount: number; percent: number }

/**
 * The drop from `reference` (the price when tracking began, or at the last alert) to `current`, when
 * it reaches the amount or the percentage; null otherwise, or while there is no reference yet.
 */
export function priceDropOf(
  reference: number | null | undefined,
  current: number,
  threshold: PriceDropThreshold,
): PriceDrop | null {
  if (reference === null || reference === undefined || reference <= 0) return null
  const amount = reference - current
  if (amount <= 0) return null
  const percent = (amount / reference) * 100
  const isEnough = amount >= threshold.amount || percent >= threshold.percent
  return isEnough ? { from: reference, to: current, amount, percent: Math.round(percent * 10) / 10 } : null
}
