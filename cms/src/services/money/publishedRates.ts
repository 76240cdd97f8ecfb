import { withStaleness } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { rateMaxAgeDays } from './rateMaxAge'
import { currentRates } from './rateTable'

/**
 * GET /api/money/rates: the rate table as the public reads it, each rate saying whether it is older
 * than EXCHANGE_RATE_MAX_AGE_DAYS (`isStale`: the site says it is out of date).
 */
export async function publishedRates(payload: Payload, now = new Date()) {
  return withStaleness(await currentRates(payload), now, rateMaxAgeDays())
}
