/**
 * Airport taxi under load: `node tests/bench/taxi.ts` (after `npm run build -w cms`). Starts the built
 * cms in production mode on a fresh, migrated and seeded database, then runs 25 concurrent clients for
 * DURATION seconds (default 20) against each of `POST /api/taxi/quote` (priced and stored, places and
 * times varied) and `POST /api/places/autocomplete` (local places; no MAPBOX_TOKEN), and reports
 * p50/p95/p99 latency and throughput (target: p95 ≤ 30 ms), beside `GET /api/health` as the machine's
 * own floor. BENCH_CMS_URL=... measures a cms already running instead.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { stackEnvironment } from '../../scripts/lib/environment.ts'
import { stopServices, waitForHttp } from '../../scripts/lib/processes.ts'
import { prepareCms, startCms } from '../../scripts/lib/stack.ts'
import { startTestDatabase } from '../fixtures/testDatabase.ts'

const CLIENTS = 25
const DURATION_MS = Number(process.env.DURATION ?? 20) * 1000
const WARM_UP_MS = 3000

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
    { address: 'DKR', lat: 14.67, lng: -17.0733 },
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

type Result = { latencies: number[]; errors: number; elapsedMs: number }

type Sent = { status: number; text: string }

/** One HTTP request on a kept-alive connection of `agent`. */
function send(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<Sent>((resolve, reject) => {
    const outgoing = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

async function load(call: (agent: http.Agent, client: number, index: number) => Promise<number>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
  const run = async (until: number, record: boolean, result: Result) => {
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let index = 0; Date.now() < until; index += 1) {
          const started = performance.now()
          const status = await call(agent, client, index).catch(() => 0)
          if (!record) continue
          if (status !== 200) result.errors += 1
          result.latencies.push(performance.now() - started)
        }
      }),
    )
  }
  await run(Date.now() + WARM_UP_MS, false, { latencies: [], errors: 0, elapsedMs: 0 })
  const result: Result = { latencies: [], errors: 0, elapsedMs: 0 }
  const started = Date.now()
  await run(started + DURATION_MS, true, result)
  result.elapsedMs = Date.now() - started
  agent.destroy()
  return result
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

function summary(name: string, { latencies, errors, elapsedMs }: Result) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    endpoint: name,
    requests: latencies.length,
    errors,
    throughputPerSecond: Math.round((latencies.length / elapsedMs) * 1000 * 10) / 10,
    p50Ms: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p95Ms: Math.round(percentile(sorted, 0.95) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
  }
}

async function bench(origin: string) {
  const post = (path: string, client: number, subnet: number, body: string) => (agent: http.Agent) =>
    send(agent, `${origin}${path}`, {
      method: 'POST',
      // Each client is its own visitor, as travellers behind the site are.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${subnet}.${client + 1}` },
      body,
    })
  // The trivial endpoint of the same server: what this machine allows at all under 25 clients.
  const health = await load(async (agent, client) => {
    const { status } = await send(agent, `${origin}/api/health`, {
      headers: { 'x-forwarded-for': `198.18.0.${client + 1}` },
    })
    return status
  })
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
  console.log(
    JSON.stringify({
      clients: CLIENTS,
      durationSeconds: DURATION_MS / 1000,
      quoteP95Ms: rows[0]!.p95Ms,
      autocompleteP95Ms: rows[1]!.p95Ms,
      healthP95Ms: rows[2]!.p95Ms,
      cpuCount: os.availableParallelism(),
      loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
    }),
  )
}

if (process.env.BENCH_CMS_URL) {
  await bench(process.env.BENCH_CMS_URL)
} else {
  const cmsPort = process.env.E2E_CMS_PORT ?? '3100'
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-bench-taxi-'))
  const database = await startTestDatabase('bench_taxi')
  try {
    const env = {
      ...stackEnvironment({ databaseUrl: database.url, cmsPort, sitePort: '0', dataDir }),
      // 25 clients quote for 20 s: far above a traveller's pace, so the per-client limit is raised for this run.
      RATE_LIMIT_FACTOR: '1000',
    }
    await prepareCms(env)
    startCms('start', env)
    await waitForHttp(`${env.CMS_URL}/api/health`)
    await bench(env.CMS_URL!)
  } finally {
    await stopServices()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
