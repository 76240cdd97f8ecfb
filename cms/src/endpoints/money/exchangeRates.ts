import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { route } from '../../http/contractRoute'
import { currentRates } from '../../services/money/rateTable'

/**
 * GET /api/money/rates: the rate table, public and the same for everyone, so shared caches may keep
 * it five minutes (the site shows each converted price with its rate's date anyway).
 */
export const exchangeRatesEndpoint: Endpoint = {
  ...route(API.exchangeRates),
  handler: async (req) =>
    Response.json(await currentRates(req.payload), {
      headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=600' },
    }),
}
