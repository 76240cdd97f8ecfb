import { convertAt } from './currency-rules.ts'
import type { TCurrency } from './enums.ts'
import { REFERENCE_RATES, type TRateTable } from './exchange-rates.ts'

/** A rate saved by hand may move this far (±15 %) from the previous one and from the fetched one. */
export const RATE_CHANGE_BOUND = 0.15

/** A charge's US-dollar value may differ this much (2 %) from the price's, both at the reference rates. */
export const CHARGE_DRIFT_BOUND = 0.02

/** A rate older than this many days (EXCHANGE_RATE_MAX_AGE_DAYS) is said out of date and converts no mobile-money charge. */
export const DEFAULT_RATE_MAX_AGE_DAYS = 7

/**
 * The smallest charge each provider takes, in minor units: Stripe's $0.50 / €0.50 for cards, and for
 * mobile money 100 F CFA and 1 cedi (Flutterwave refuses less); NGN is never charged, kept for completeness.
 */
export const MIN_CHARGE_MINOR: Readonly<Record<TCurrency, number>> = {
  USD: 50,
  EUR: 50,
  XOF: 100,
  GHS: 100,
  NGN: 10_000,
}

/** True when `next` is more than the bound away from `previous` (either way). */
export const isOutsideRateBound = (next: number, previous: number): boolean =>
  !(previous > 0) || Math.abs(next / previous - 1) > RATE_CHANGE_BOUND + 1e-12

/** Whole days from the day a rate was set (YYYY-MM-DD) to `now` (0 on that day). */
export const rateAgeDays = (setOn: string, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(`${setOn.slice(0, 10)}T00:00:00Z`)) / 86_400_000))

/**
 * True when a rate is dated after tomorrow (UTC) at `now`: it would never turn stale. A day's grace
 * for an editor whose own date is already tomorrow.
 */
export const isRateDatedAhead = (setOn: string, now: Date): boolean =>
  Date.parse(`${setOn.slice(0, 10)}T00:00:00Z`) >
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)

/** True when a rate set on `setOn` is older than `maxAgeDays` at `now`. */
export const isRateStale = (setOn: string, now: Date, maxAgeDays = DEFAULT_RATE_MAX_AGE_DAYS): boolean =>
  rateAgeDays(setOn, now) > maxAgeDays

/** The table each rate marked stale or not at `now` (what the cms answers and the site shows). */
export const withStaleness = (
  rates: TRateTable,
  now: Date,
  maxAgeDays = DEFAULT_RATE_MAX_AGE_DAYS,
): TRateTable =>
  Object.fromEntries(
    Object.entries(rates).map(([currency, rate]) => [
      currency,
      { ...rate, isStale: currency !== 'USD' && isRateStale(rate.setOn, now, maxAgeDays) },
    ]),
  ) as unknown as TRateTable

/** The reference table of `rates`: each currency's fetched (or administrator-confirmed) rate, else the seeded one. */
export const referenceRatesOf = (rates: TRateTable): TRateTable =>
  Object.fromEntries(
    Object.entries(rates).map(([currency, rate]) => [
      currency,
      { ...rate, perUsd: rate.referencePerUsd ?? REFERENCE_RATES[currency as TCurrency].perUsd },
    ]),
  ) as unknown as TRateTable

export type TChargeProblem = 'zero' | 'below_minimum' | 'off_reference'

/**
 * Why a charge must not open, or null: nothing to take, less than the provider takes, or (when it was
 * converted from the price) a US-dollar value more than 2 % off the price's at the reference rates.
 */
export function chargeProblem(charge: {
  amount: number
  currency: TCurrency
  price?: { amount: number; currency: TCurrency }
  rates: TRateTable
}): TChargeProblem | null {
  if (!(charge.amount > 0)) return 'zero'
  if (charge.amount < MIN_CHARGE_MINOR[charge.currency]) return 'below_minimum'
  if (!charge.price || charge.price.currency === charge.currency) return null
  const reference = referenceRatesOf(charge.rates)
  const chargedUsd = convertAt(charge.amount, charge.currency, 'USD', reference).minor
  const pricedUsd = convertAt(charge.price.amount, charge.price.currency, 'USD', reference).minor
  return Math.abs(chargedUsd / pricedUsd - 1) > CHARGE_DRIFT_BOUND ? 'off_reference' : null
}
