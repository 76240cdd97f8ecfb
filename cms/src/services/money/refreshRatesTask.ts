import type { TaskConfig } from 'payload'
import { configuredRateSource } from './rateSources/configuredRateSource'
import { refreshRates } from './refreshRates'

export const REFRESH_RATES_TASK = 'refreshExchangeRates'
export const MONEY_QUEUE = 'money'

/**
 * Once a day (06:00 UTC, after the ECB's publication of the day before and before the West African
 * morning) on the money queue, in one cms process only (scheduledJobs.ts): the configured source's
 * rates replace the stored ones. Without a source nothing changes; a failing source is logged and the
 * stored rates stay (their age shows on the pages, and past the limit mobile money pauses).
 */
export const refreshRatesTask: TaskConfig<{ input: object; output: { currencies: number } }> = {
  slug: REFRESH_RATES_TASK,
  schedule: [{ cron: '0 6 * * *', queue: MONEY_QUEUE }],
  outputSchema: [{ name: 'currencies', type: 'number', required: true }],
  handler: async ({ req }) => {
    const source = configuredRateSource()
    if (!source) return { output: { currencies: 0 } }
    try {
      const { currencies } = await refreshRates(req.payload, source)
      req.payload.logger.info(`Exchange rates fetched from ${source.name}: ${currencies.join(', ')}`)
      return { output: { currencies: currencies.length } }
    } catch (cause) {
      req.payload.logger.error(`Exchange rates could not be fetched from ${source.name}: ${String(cause)}`)
      return { output: { currencies: 0 } }
    }
  },
}
