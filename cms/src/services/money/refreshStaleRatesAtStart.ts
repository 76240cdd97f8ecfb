import { isRateStale } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { LOCK_SPACES, SKIPPED, unlessLockedElsewhere } from '../lib/advisoryLocks'
import { rateMaxAgeDays } from './rateMaxAge'
import { configuredRateSource } from './rateSources/configuredRateSource'
import { forgetCachedRates, readRates } from './rateTable'
import { refreshRates } from './refreshRates'
import { MONEY_QUEUE } from './refreshRatesTask'

export type StartRefresh = 'fresh' | 'no source' | 'refreshed' | 'failed' | 'skipped'

/**
 * At a cms process's start: when a rate the source quotes is past the age limit (a fresh clone's
 * seeded table, a server that was off for a week), fetch the day's rates now rather than wait for the
 * 06:00 job, so mobile money is not paused until tomorrow. One process does it (the money queue's
 * lock; the others skip); a source that cannot answer leaves the stored table and its age rule.
 */
export async function refreshStaleRatesAtStart(payload: Payload, now = new Date()): Promise<StartRefresh> {
  const source = configuredRateSource()
  if (!source) return 'no source'
  const outcome = await unlessLockedElsewhere(payload, LOCK_SPACES.scheduledJobs, MONEY_QUEUE, async () => {
    const rates = await readRates(payload)
    // Only what the source can renew: the ECB's cedi would stay seeded, and fetch at every start.
    const isAnyStale = source.currencies.some((currency) =>
      isRateStale(rates[currency].setOn, now, rateMaxAgeDays()),
    )
    if (!isAnyStale) return 'fresh' as const
    try {
      const { currencies } = await refreshRates(payload, source, now)
      forgetCachedRates()
      payload.logger.info(
        `Stale exchange rates refreshed at start from ${source.name}: ${currencies.join(', ')}`,
      )
      return 'refreshed' as const
    } catch (cause) {
      payload.logger.error(
        `Stale exchange rates could not be refreshed from ${source.name}: ${String(cause)}`,
      )
      return 'failed' as const
    }
  })
  return outcome === SKIPPED ? 'skipped' : outcome
}
