/**
 * Airport taxi under load: `node tests/bench/taxi.ts`. Builds and starts the API process
 * (cms/api-server.ts) in production mode on a fresh, migrated and seeded database, then runs 25
 * concurrent clients for DURATION seconds (default 20) against each of `POST /api/taxi/quote` (priced
 * and stored, places and times varied) and `POST /api/places/autocomplete` (local places; no
 * MAPBOX_TOKEN), and reports p50/p95/p99 latency and throughput, beside `GET /api/health` as the
 * machine's own floor, each with the process's CPU per 1,000 requests and database statements per
 * request, then each lookup beside issue 33's floor (CPU and p95). BENCH_API_URL=... measures an API
 * process already running instead (API_PID, BENCH_DATABASE_URL to meter it).
 */
import type http from 'node:http'
import { floorTable, load, loadHealth, machine, runAgainstApi, send, summary } from './lib/httpLoad.ts'

// Airport runs in both zones: Logan, JFK, Abidjan and Dakar to hotels and landmarks of their city.
const RIDES = [
  [
    { address: 'Logan', lat: 42.3656, lng: -71.0096 },
    { address: 'Omni Parker House', lat: 42.3577, lng: -71.0603 },
  ],
  [
    { address: 'JFK', lat: 40.6413, lng: -73.7781 },
    { address: 'Times Square', lat: 40.758, lng: -73.9855 },
  ],
  [
    { address: 'ABJ', lat: 5.2614, lng: -3.9263 },
    { address: 'Pullman Abidjan', lat: 5.3206, lng: -4.0197 },
  ],
  [
    { address: 'DSS', lat: 14.67, lng: -17.0733 },
    { address: 'Pullman Dakar Teranga', lat: 14.668, lng: -17.429 },
  ],
] as const

const QUERIES = [
  'log',
  'kotoka',
  'felix',
  'new york',
  'plateau',
  'dakar',
  'times',
  'boston',
  'accra',
  'hilton',
]

/** The i-th quote of a client: rides, days, hours and options vary, as real traffic does. */
const quoteBody = (client: number, index: number) => {
  const [origin, destination] = RIDES[(client + index) % RIDES.length]!
  const at = new Date(Date.now() + (2 + ((client * 7 + index) % 60)) * 86_400_000)
  at.setUTCHours((client + index) % 24, (index % 2) * 30, 0, 0)
  return JSON.stringify({
    origin,
    destination,
    datetime: at.toISOString(),
    passengers: 1 + (index % 4),
    service_type: ['taxi', 'vtc', 'private_chauffeur'][index % 3],
    options: {
      child_seat: index % 2 === 0,
      vip_service: index % 5 === 0,
      extra_stop: false,
      luggage_count: 1 + (index % 3),
    },
  })
}

async function bench(origin: string) {
  const post = (path: string, client: number, subnet: number, body: string) => (agent: http.Agent) =>
    send(agent, `${origin}${path}`, {
      method: 'POST',
      // Each client is its own visitor, as travellers behind the site are.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${subnet}.${client + 1}` },
      body,
    })
  const health = await loadHealth(origin)
  const quote = await load(async (agent, client, index) => {
    const { status, text } = await post('/api/taxi/quote', client, 2, quoteBody(client, index))(agent)
    return status === 201 && (JSON.parse(text) as { quote_id?: string }).quote_id ? 200 : status || 1
  })
  const places = await load(async (agent, client, index) => {
    const query = QUERIES[(client + index) % QUERIES.length]!
    const { status, text } = await post(
      '/api/places/autocomplete',
      client,
      3,
      JSON.stringify({ query, limit: 3 }),
    )(agent)
    return status === 200 && (JSON.parse(text) as { results?: unknown[] }).results?.length ? 200 : status || 1
  })
  const rows = [
    summary('POST /api/taxi/quote', quote),
    summary('POST /api/places/autocomplete', places),
    summary('GET /api/health', health),
  ]
  console.table(rows)
  console.table(floorTable(rows))
  console.log(
    JSON.stringify({
      quoteP95Ms: rows[0]!.p95Ms,
      autocompleteP95Ms: rows[1]!.p95Ms,
      healthP95Ms: rows[2]!.p95Ms,
      ...machine(),
    }),
  )
}

await runAgainstApi('bench-taxi', bench)
