/**
 * The measurements of price-watch-job.ts (run by `payload run` on the database it prepared): the job's
 * time per tracked search, against the flight engine's bare search of the same trips in the same run
 * (the ratio is what the job adds: reads, the budget's count, the writes). Prints one JSON line each.
 */
import { getPayload } from 'payload'
import config from '../../cms/src/payload.config'
import { flightEngine } from '../../cms/src/services/flights/flightEngine'
import { queryOf } from '../../cms/src/services/priceWatches/cheapestPrice'
import { checkPriceWatches } from '../../cms/src/services/priceWatches/checkPriceWatches'
import { startWatch } from '../../cms/src/services/priceWatches/priceWatchStore'

const COUNT = Number(process.env.PRICE_WATCH_BENCH_COUNT ?? 200)
const ROUTES = [
  ['JFK', 'ACC'],
  ['IAD', 'LOS'],
  ['ATL', 'DSS'],
  ['BOS', 'ABJ'],
  ['IAH', 'LOS'],
] as const
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const payload = await getPayload({ config })
// The mail goes to the outbox (no SMTP_URL): the bench times the job, not a mail server.
const searches = Array.from({ length: COUNT }, (_, index) => {
  const [origin, destination] = ROUTES[index % ROUTES.length]!
  return {
    origin,
    destination,
    departDate: day(20 + (index % 60)),
    returnDate: day(30 + (index % 60)),
    adults: 1 + (index % 2),
    children: 0,
    infants: 0,
    cabin: 'economy' as const,
    currency: 'USD' as const,
    locale: index % 2 ? ('fr' as const) : ('en' as const),
  }
})
for (const [index, search] of searches.entries())
  await startWatch(payload, { search, owner: { email: `bench-${Math.floor(index / 10)}@example.com` } })

const engine = flightEngine(payload)
const bareStart = performance.now()
for (const search of searches) await engine.search(queryOf(search))
const bareMs = performance.now() - bareStart

const jobStart = performance.now()
const report = await checkPriceWatches(payload)
const jobMs = performance.now() - jobStart

const perSearch = (ms: number) => Math.round((ms / COUNT) * 100) / 100
console.log(JSON.stringify({ figure: 'tracked searches', count: COUNT, report }))
console.log(JSON.stringify({ figure: 'engine search alone, ms per trip', value: perSearch(bareMs) }))
console.log(JSON.stringify({ figure: 'daily job, ms per tracked search', value: perSearch(jobMs) }))
console.log(JSON.stringify({ figure: 'job / bare search', value: Math.round((jobMs / bareMs) * 100) / 100 }))
process.exit(0)
