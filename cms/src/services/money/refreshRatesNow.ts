import type { Payload } from 'payload'
import { configuredRateSource } from './rateSources/configuredRateSource'
import { type RefreshOutcome, refreshRates } from './refreshRates'

export type RefreshNowOutcome =
  | { kind: 'refreshed'; refreshed: RefreshOutcome }
  | { kind: 'no_source' }
  | { kind: 'failed' }

/**
 * POST /api/money/rates/refresh: the day's rates fetched now from the configured source, as the daily
 * job does. Without a source, or when it does not answer (logged), the stored rates stay.
 */
export async function refreshRatesNow(payload: Payload): Promise<RefreshNowOutcome> {
  const source = configuredRateSource()
  if (!source) return { kind: 'no_source' }
  try {
    return { kind: 'refreshed', refreshed: await refreshRates(payload, source) }
  } catch (cause) {
    payload.logger.error(`Exchange rates could not be fetched from ${source.name}: ${String(cause)}`)
    return { kind: 'failed' }
  }
}
