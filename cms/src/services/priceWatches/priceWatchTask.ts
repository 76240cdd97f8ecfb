import type { TaskConfig } from 'payload'
import { checkPriceWatches } from './checkPriceWatches'

export const PRICE_WATCH_TASK = 'checkPriceWatches'
export const PRICE_WATCH_QUEUE = 'price-watches'

/**
 * Once a day at 04:00 UTC (early morning in West Africa, night in the United States: the alert is there
 * when the traveller wakes) on its own queue, one cms process at a time (scheduledJobs.ts).
 */
export const priceWatchTask: TaskConfig<{
  input: object
  output: { checked: number; alerts: number; ended: number; deferred: number }
}> = {
  slug: PRICE_WATCH_TASK,
  schedule: [{ cron: '0 4 * * *', queue: PRICE_WATCH_QUEUE }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'alerts', type: 'number', required: true },
    { name: 'ended', type: 'number', required: true },
    { name: 'deferred', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const report = await checkPriceWatches(req.payload)
    if (report === 'skipped') return { output: { checked: 0, alerts: 0, ended: 0, deferred: 0 } }
    req.payload.logger.info(
      `Price watches: ${report.checked} checked, ${report.alerts} alerts, ${report.ended} ended, ${report.failed} failed, ${report.deferred} left for tomorrow`,
    )
    return {
      output: {
        checked: report.checked,
        alerts: report.alerts,
        ended: report.ended,
        deferred: report.deferred,
      },
    }
  },
}
