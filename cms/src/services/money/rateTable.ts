import {
  CURRENCIES,
  GLOBAL_SLUGS,
  REFERENCE_RATES,
  type TCurrency,
  type TRateTable,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { onForget } from '../lib/processCaches'

type StoredRate = {
  currency?: string | null
  perUsd?: number | null
  setOn?: string | null
  source?: string | null
  referencePerUsd?: number | null
}

/** The table the editors keep, each currency they left out taken from the reference table. */
export function mergeRates(stored: readonly StoredRate[] | null | undefined): TRateTable {
  const table: Record<TCurrency, TRateTable[TCurrency]> = { ...REFERENCE_RATES }
  for (const row of stored ?? []) {
    const currency = row.currency as TCurrency
    if (!CURRENCIES.includes(currency) || !row.perUsd || row.perUsd <= 0 || !row.setOn) continue
    table[currency] = {
      perUsd: row.perUsd,
      setOn: row.setOn.slice(0, 10),
      source: row.source ?? '',
      ...(row.referencePerUsd ? { referencePerUsd: row.referencePerUsd } : {}),
    }
  }
  // The dollar is the unit of the table: 1 whatever was typed.
  table.USD = { ...table.USD, perUsd: 1 }
  return table
}

/** Rates change a few times a day at most: each process rereads them at most once a minute. */
const FRESH_FOR_MS = 60_000
let cached: { table: TRateTable; readAt: number } | undefined

/** The current rate table (from the global, at most a minute old in this process). */
export async function currentRates(payload: Payload): Promise<TRateTable> {
  if (cached && Date.now() - cached.readAt < FRESH_FOR_MS) return cached.table
  const table = await readRates(payload)
  cached = { table, readAt: Date.now() }
  return table
}

/** The rate table as stored now, past this process's copy. */
export async function readRates(payload: Payload): Promise<TRateTable> {
  const global = await payload.findGlobal({ slug: GLOBAL_SLUGS.exchangeRates, depth: 0 })
  return mergeRates(global.rates)
}

/** Drops this process's copy: an editor saved the rates here or in another cms process (purgeCmsCaches). */
export function forgetCachedRates(): void {
  cached = undefined
}
onForget('rates', forgetCachedRates)
