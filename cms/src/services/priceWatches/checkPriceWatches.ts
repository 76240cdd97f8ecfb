import { COLLECTION_SLUGS, priceDropOf } from '@nexovia/content-schema'
import { and, eq } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'
import { price_watches } from '../../payload-generated-schema'
import type { PriceWatch } from '../../payload-types'
import { LOCK_SPACES, SKIPPED, unlessLockedElsewhere } from '../lib/advisoryLocks'
import { drizzleOf } from '../lib/typedDatabase'
import { cheapestPrice, todayOf } from './cheapestPrice'
import { notifyPriceDrop } from './priceWatchMails'
import { jobSearchBudget } from './searchBudget'

export type CheckReport = { checked: number; alerts: number; ended: number; failed: number; deferred: number }

/** Watches whose departure has passed are ended, not searched. */
async function endPastWatches(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.update({
    collection: COLLECTION_SLUGS.priceWatches,
    where: { and: [{ status: { equals: 'active' } }, { departDate: { less_than: todayOf(now) } }] },
    data: { status: 'ended', endedAt: now.toISOString() },
    depth: 0,
  })
  return docs.length
}

/** Records the price seen now: the last one, the lowest, and the first as the reference of drops. */
async function recordPrice(payload: Payload, watch: PriceWatch, price: number, now: Date) {
  const isLowest = watch.lowestPrice === null || watch.lowestPrice === undefined || price < watch.lowestPrice
  await payload.update({
    collection: COLLECTION_SLUGS.priceWatches,
    id: watch.id,
    depth: 0,
    data: {
      lastPrice: price,
      checkedAt: now.toISOString(),
      ...(isLowest ? { lowestPrice: price, lowestAt: now.toISOString() } : {}),
      ...(watch.referencePrice === null || watch.referencePrice === undefined
        ? { referencePrice: price }
        : {}),
    },
  })
}

/**
 * Takes the new low for this watch's alert: the reference moves to it only if it is still the one the
 * drop was measured from, in one statement, so that two runs at once send one alert (and a price back
 * up then down to the same low sends none).
 */
async function claimAlert(payload: Payload, watchId: number, from: number, to: number, now: Date) {
  const claimed = await drizzleOf(payload)
    .update(price_watches)
    .set({ referencePrice: to, alertedAt: now.toISOString() })
    .where(
      and(
        eq(price_watches.id, watchId),
        eq(price_watches.status, 'active'),
        eq(price_watches.referencePrice, from),
      ),
    )
    .returning({ id: price_watches.id })
  return claimed.length === 1
}

/**
 * The daily job (issue 45): ends the watches whose dates passed, then searches each active one again
 * through the flight engine, least recently checked first, within the day's search budget; records
 * the cheapest price and when; and tells the traveller once per new low that drops by the watch's
 * threshold. One run at a time across the cluster: a second one at once is 'skipped'.
 */
export async function checkPriceWatches(
  payload: Payload,
  now = new Date(),
): Promise<CheckReport | 'skipped'> {
  const outcome = await unlessLockedElsewhere(payload, LOCK_SPACES.priceWatches, 'daily check', async () => {
    const report: CheckReport = { checked: 0, alerts: 0, ended: 0, failed: 0, deferred: 0 }
    report.ended = await endPastWatches(payload, now)
    const budget = await jobSearchBudget(await createLocalReq({}, payload))
    const { docs } = await payload.find({
      collection: COLLECTION_SLUGS.priceWatches,
      where: { status: { equals: 'active' } },
      sort: 'checkedAt',
      pagination: false,
      depth: 0,
    })
    for (const [index, watch] of docs.entries()) {
      if (!(await budget.take())) {
        report.deferred = docs.length - index
        break
      }
      if (index > 0) await budget.pace()
      const found = await cheapestPrice(payload, watch)
      if (found.kind !== 'priced') {
        report.failed += found.kind === 'failed' ? 1 : 0
        // A provider that says "slow down" is not asked again today: the rest wait for tomorrow.
        if (
          found.kind === 'failed' &&
          (found.status === 'rate_limited' || found.status === 'quota_exceeded')
        ) {
          report.deferred = docs.length - index - 1
          break
        }
        continue
      }
      report.checked += 1
      await recordPrice(payload, watch, found.price, now)
      const drop = priceDropOf(watch.referencePrice, found.price, {
        percent: watch.dropPercent,
        amount: watch.dropAmount,
      })
      if (drop && (await claimAlert(payload, watch.id, drop.from, drop.to, now))) {
        await notifyPriceDrop(payload, watch, drop, now)
        report.alerts += 1
      }
    }
    return report
  })
  return outcome === SKIPPED ? 'skipped' : outcome
}
