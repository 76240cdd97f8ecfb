import type { TCurrency } from './enums.ts'

/** One currency's rate against the US dollar, as an editor set it in the cms. */
export type TCurrencyRate = {
  /** Units of the currency per US dollar (USD itself: 1). */
  readonly perUsd: number
  /** The day the rate was set (YYYY-MM-DD), shown beside every converted price. */
  readonly setOn: string
  /** Where the rate comes from, e.g. "BCEAO peg × ECB reference". */
  readonly source: string
  /** The rate last fetched from the source or confirmed by an administrator (charges are checked against it). */
  readonly referencePerUsd?: number
  /** Older than the configured age (the cms marks it): said out of date, converts no mobile-money charge. */
  readonly isStale?: boolean
}

export type TRateTable = Readonly<Record<TCurrency, TCurrencyRate>>

/**
 * The rates the cms is seeded with and the site falls back on while the cms cannot be reached.
 * XOF is pegged to the euro at 655.957 per EUR (BCEAO, fixed since 1999), so its rate is the
 * USD/EUR rate × 655.957. USD/EUR stays at 0.92, the indicative reference the offline fares and
 * taxi tariffs were built on (changing it would reprice them); GHS and NGN are the Bank of Ghana's
 * and the Central Bank of Nigeria's indicative mid rates of 2025, rounded. Editors keep the live
 * table in the cms global "exchange-rates" and date each change.
 */
export const REFERENCE_RATES: TRateTable = {
  USD: { perUsd: 1, setOn: '2025-11-20', source: 'US dollar' },
  EUR: { perUsd: 0.92, setOn: '2025-11-20', source: 'Indicative USD/EUR reference' },
  XOF: {
    perUsd: 0.92 * 655.957,
    setOn: '2025-11-20',
    source: 'BCEAO peg (655.957 XOF per EUR) × USD/EUR reference',
  },
  GHS: { perUsd: 10.9, setOn: '2025-11-20', source: 'Bank of Ghana interbank mid rate' },
  NGN: { perUsd: 1450, setOn: '2025-11-20', source: 'Central Bank of Nigeria official rate' },
}

/** Units of each currency per US dollar in the reference table. */
export const UNITS_PER_USD = Object.fromEntries(
  Object.entries(REFERENCE_RATES).map(([currency, rate]) => [currency, rate.perUsd]),
) as Readonly<Record<TCurrency, number>>
