/**
 * Flight search under load: `node tests/bench/flight-search.ts`. Builds and starts the API process
 * (cms/api-server.ts) in production mode on a fresh, migrated and seeded database, then for each
 * endpoint runs 25 concurrent clients for DURATION seconds (default 20) and reports p50/p95/p99
 * latency and throughput of `POST /api/flights/search` (the offline engine, routes and dates
 * varied, every answer stored) and of `GET /api/health` (the trivial endpoint of the same server),
 * and the search's throughput as a ratio to the trivial one, then the search beside issue 33's floor.
 * BENCH_API_URL=... measures an API process already running instead (API_PID, BENCH_DATABASE_URL to
 * meter it). Each row has the process's CPU per 1,000 requests and database statements per request
 * (tests/bench/lib/serverMeter.ts).
 */
import { floorTable, load, loadHealth, machine, runAgainstApi, send, summary } from './lib/httpLoad.ts'

// Popular routes and their reverse, the home page's destinations, one-stop and two-stop journeys.
const ROUTES = [
  ['BOS', 'ABJ'],
  ['JFK', 'ACC'],
  ['BDL', 'DSS'],
  ['ABJ', 'BOS'],
  ['ACC', 'JFK'],
  ['JFK', 'DSS'],
  ['IAD', 'LOS'],
  ['BOS', 'CDG'],
  ['EWR', 'LFW'],
  ['ATL', 'ABJ'],
  ['ORD', 'ACC'],
  ['YUL', 'DSS'],
] as const

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** The i-th search of a client: routes, dates, cabins and passengers vary, as real traffic does. */
const searchBody = (client: number, index: number) => {
  const [origin, destination] = ROUTES[(client + index) % ROUTES.length]!
  return JSON.stringify({
    origin,
    destination,
    departDate: day(7 + ((client * 7 + index) % 120)),
    returnDate: index % 3 === 0 ? day(21 + ((client * 7 + index) % 120)) : null,
    adults: 1 + (index % 3),
    children: index % 2,
    infants: 0,
    cabin: ['economy', 'premium', 'business', 'first'][index % 4],
    currency: 'USD',
  })
}

async function bench(origin: string) {
  const health = await loadHealth(origin)
  const search = await load(async (agent, client, index) => {
    const { status, text } = await send(agent, `${origin}/api/flights/search`, {
      method: 'POST',
      // Each client is its own visitor, as travellers behind the site are.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.1.${client + 1}` },
      body: searchBody(client, index),
    })
    const answer = JSON.parse(text) as { provider_status?: string; itineraries?: unknown[] }
    return status === 200 && answer.provider_status === 'ok' && answer.itineraries?.length ? 200 : status || 1
  })
  const rows = [summary('GET /api/health', health), summary('POST /api/flights/search', search)]
  console.table(rows)
  console.table(floorTable(rows))
  console.log(
    JSON.stringify({
      searchP50Ms: rows[1]!.p50Ms,
      searchP95Ms: rows[1]!.p95Ms,
      throughputRatioSearchToHealth:
        Math.round((rows[1]!.throughputPerSecond / rows[0]!.throughputPerSecond) * 1000) / 1000,
      ...machine(),
    }),
  )
}

await runAgainstApi('bench', bench)
