import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { configuredRateSource } from '../../services/money/rateSources/configuredRateSource'
import { refreshRates } from '../../services/money/refreshRates'
import { privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * POST /api/money/rates/refresh (administrators, same origin): fetches the day's rates now from the
 * configured source, as the daily job does. 409 without a source, 503 when it does not answer (the
 * stored rates stay either way).
 */
export const refreshExchangeRatesEndpoint = contractEndpoint(API.refreshExchangeRates, {
  handler: async ({ req }) => {
    const source = configuredRateSource()
    if (!source) return apiError(409, { message: 'money.rates.noSource' })
    try {
      return privateJson(await refreshRates(req.payload, source))
    } catch (cause) {
      req.payload.logger.error(`Exchange rates could not be fetched from ${source.name}: ${String(cause)}`)
      return apiError(503, { message: 'money.rates.refreshFailed' })
    }
  },
})
