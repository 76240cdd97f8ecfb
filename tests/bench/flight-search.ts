/**
 * Flight search under load: `node tests/bench/flight-search.ts` (after `npm run build -w cms`).
 * Starts the built cms in production mode on a fresh, migrated and seeded database, then for each
 * endpoint runs 25 concurrent clients for DURATION seconds (default 20) and reports p50/p95/p99
 * latency and throughput of `POST /api/flights/search` (the offline engine, routes and dates
 * varied, every answer stored) and of `GET /api/health` (the trivial endpoint of the same server),
 * and the search's throughput as a ratio to the trivial one. BENCH_CMS_URL=... measures a cms
 * already running instead.
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

// Popular routes and their reverse, the home page's destinations, one-stop and two-stop journeys.
const ROUTES = [
  ['BOS', 'ABJ'],
  ['JFK', 'ACC'],
  ['BDL', 'DKR'],
  ['ABJ', 'BOS'],
  ['ACC', 'JFK'],
  ['JFK', 'DKR'],
  ['IAD', 'LOS'],
  ['BOS', 'CDG'],
  ['EWR', 'LFW'],
  ['ATL', 'ABJ'],
  ['ORD', 'ACC'],
  ['YUL', 'DKR'],
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
  const health = await load(async (agent, client) => {
    const { status } = await send(agent, `${origin}/api/health`, {
      headers: { 'x-forwarded-for': `198.18.0.${client + 1}` },
    })
    return status
  })
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
  console.log(
    JSON.stringify({
      clients: CLIENTS,
      durationSeconds: DURATION_MS / 1000,
      searchP50Ms: rows[1]!.p50Ms,
      searchP95Ms: rows[1]!.p95Ms,
      throughputRatioSearchToHealth:
        Math.round((rows[1]!.throughputPerSecond / rows[0]!.throughputPerSecond) * 1000) / 1000,
      cpuCount: os.availableParallelism(),
      loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
    }),
  )
}

if (process.env.BENCH_CMS_URL) {
  await bench(process.env.BENCH_CMS_URL)
} else {
  const cmsPort = process.env.E2E_CMS_PORT ?? '3100'
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-bench-'))
  const database = await startTestDatabase('bench')
  try {
    const env = {
      ...stackEnvironment({ databaseUrl: database.url, cmsPort, sitePort: '0', dataDir }),
      // 25 clients search for 20 s: far above a traveller's pace, so the per-client limit is raised for this run.
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
