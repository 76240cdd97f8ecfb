import { GLOBAL_SLUGS } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { RateSource } from './rateSources/rateSource'

/** Set on the save of fetched rates: the bound of hand-made changes (boundRateChanges.ts) does not apply to them. */
export const FETCHED_RATES_CONTEXT = 'ratesFetchedFrom'

export type RefreshOutcome = { source: string; currencies: string[] }

/**
 * Writes the source's rates of the day to the `exchange-rates` global with their date and source,
 * each becoming the reference charges are checked against; currencies the source does not quote keep
 * their stored row. The save purges every process's copy (the global's hooks). A source that fails
 * throws and changes nothing.
 */
export async function refreshRates(
  payload: Payload,
  source: RateSource,
  now = new Date(),
): Promise<RefreshOutcome> {
  const fetched = await source.fetchRates(now)
  const stored = await payload.findGlobal({ slug: GLOBAL_SLUGS.exchangeRates, depth: 0 })
  const fetchedCurrencies = new Set(fetched.map((rate) => rate.currency))
  const kept = (stored.rates ?? []).filter((row) => !fetchedCurrencies.has(row.currency))
  await payload.updateGlobal({
    slug: GLOBAL_SLUGS.exchangeRates,
    data: { rates: [...kept, ...fetched.map((rate) => ({ ...rate, referencePerUsd: rate.perUsd }))] },
    context: { [FETCHED_RATES_CONTEXT]: source.name },
    depth: 0,
  })
  return { source: source.name, currencies: [...fetchedCurrencies] }
}
