import { endpoint, schema } from './contract.ts'

const priceWatch = () => import('../flights/price-watch.ts')
const routeParams = () => import('./route-params.ts')

// Tracking runs one engine search (the first price) and may mail a link: a traveller tracks a few
// trips in a sitting; more is a script filling someone's inbox or the daily job's budget.
const TRACKING = { name: 'price-watch-track', points: 10, seconds: 60 * 60 }
// A link is opened once or twice; a guessed token fails on its signature, this bounds the tries.
const LINKS = { name: 'price-watch-links', points: 20, seconds: 15 * 60 }

/** Price tracking (issue 45): track a results' search, confirm a mailed link, stop, the account's list. */
export const PRICE_WATCH_ENDPOINTS = {
  /** The signed-in traveller tracks the search at once (its first price searched now). */
  trackPrices: endpoint({
    method: 'POST',
    path: '/api/price-alerts',
    access: 'traveller',
    limit: TRACKING,
    body: schema(priceWatch, 'ZPriceWatchInput'),
    answer: schema(priceWatch, 'ZPriceWatchTracked'),
  }),
  /** A visitor: a signed, single-use link is mailed in the page's language; nothing is tracked before it is opened. */
  trackPricesByEmail: endpoint({
    method: 'POST',
    path: '/api/price-alerts/by-email',
    access: 'public',
    limit: TRACKING,
    body: schema(priceWatch, 'ZPriceWatchByEmailInput'),
    answer: schema(priceWatch, 'ZPriceWatchTracked'),
  }),
  /** The mailed link's token starts the tracking, once. */
  confirmPriceWatch: endpoint({
    method: 'POST',
    path: '/api/price-alerts/confirm',
    access: 'public',
    limit: LINKS,
    body: schema(priceWatch, 'ZPriceWatchTokenInput'),
    answer: schema(priceWatch, 'ZPriceWatchTracked'),
  }),
  /** An alert's stop link: the signed token names the watch. */
  stopPriceWatch: endpoint({
    method: 'POST',
    path: '/api/price-alerts/stop',
    access: 'public',
    limit: LINKS,
    body: schema(priceWatch, 'ZPriceWatchTokenInput'),
  }),
  accountPriceWatches: endpoint({
    method: 'GET',
    path: '/api/account/price-alerts',
    access: 'traveller',
    limit: { none: "the signed-in traveller's own tracked searches, ten at most" },
    answer: schema(priceWatch, 'ZPriceWatchList'),
  }),
  /** The signed-in traveller stops one of their own (404 for anyone else's). */
  stopAccountPriceWatch: endpoint({
    method: 'POST',
    path: '/api/account/price-alerts/:id/stop',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'traveller',
    limit: { none: "stops the signed-in traveller's own tracked search" },
  }),
  /** Runs the daily check now (operators, and the browser tests): one run per cluster, as the schedule's. */
  runPriceWatches: endpoint({
    method: 'POST',
    path: '/api/admin/price-alerts/run',
    access: 'admin',
    limit: { none: 'administrators only; a run already under way is not started twice' },
  }),
}
