import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { refreshRatesNow } from '../../services/money/refreshRatesNow'
import { privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * POST /api/money/rates/refresh (administrators, same origin): fetches the day's rates now from the
 * configured source, as the daily job does. 409 without a source, 503 when it does not answer (the
 * stored rates stay either way).
 */
export const refreshExchangeRatesEndpoint = contractEndpoint(API.refreshExchangeRates, {
  handler: async ({ req }) => {
    const outcome = await refreshRatesNow(req.payload)
    if (outcome.kind === 'no_source') return apiError(409, { message: 'money.rates.noSource' })
    if (outcome.kind === 'failed') return apiError(503, { message: 'money.rates.refreshFailed' })
    return privateJson(outcome.refreshed)
  },
})
