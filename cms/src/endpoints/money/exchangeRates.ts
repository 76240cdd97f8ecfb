import { API } from '@nexovia/content-schema/api/endpoints'
import { publishedRates } from '../../services/money/publishedRates'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * GET /api/money/rates: the rate table, public and the same for everyone, so shared caches may keep
 * it five minutes (the site shows each converted price with its rate's date anyway); each rate says
 * whether it is older than EXCHANGE_RATE_MAX_AGE_DAYS (`isStale`: the site says it is out of date).
 */
export const exchangeRatesEndpoint = contractEndpoint(API.exchangeRates, {
  handler: async ({ req }) =>
    Response.json(await publishedRates(req.payload), {
      headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=600' },
    }),
})
