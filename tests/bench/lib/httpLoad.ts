/**
 * The HTTP load of the API process's benchmarks (flight-search.ts, taxi.ts): CLIENTS clients on
 * kept-alive connections for DURATION seconds after a warm-up, each its own visitor, and the figures
 * of a run: latency, and the server process's CPU per 1,000 requests and database statements per
 * request, beside the floor issue 33 set for them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { buildApiServer } from '../../../scripts/buildApiServer.ts'
import { stackEnvironment } from '../../../scripts/lib/environment.ts'
import { stopServices, waitForHttp } from '../../../scripts/lib/processes.ts'
import { prepareCms, startApi, startCms } from '../../../scripts/lib/stack.ts'
import { startTestDatabase } from '../../fixtures/testDatabase.ts'
import { COUNTING_FLAGS, processCpuMs, type StatementCounter, statementCounter } from './serverMeter.ts'

export const CLIENTS = 25
export const DURATION_MS = Number(process.env.DURATION ?? 20) * 1000
const WARM_UP_MS = 3000

/** cpuMs and statements are the server's (serverMeter.ts), undefined when they cannot be read. */
export type Result = {
  latencies: number[]
  errors: number
  elapsedMs: number
  cpuMs?: number
  statements?: number
}

/** The server measured: its processes (API_PID with BENCH_API_URL) and its database's statements. */
const server: { pids: number[]; statements?: StatementCounter } = {
  pids: Number(process.env.API_PID) ? [Number(process.env.API_PID)] : [],
}

/** The CPU time of every measured process together, or undefined when one cannot be read. */
function serverCpuMs(): number | undefined {
  const each = server.pids.map(processCpuMs)
  if (each.length === 0 || each.some((ms) => ms === undefined)) return undefined
  return each.reduce((sum: number, ms) => sum + (ms ?? 0), 0)
}

/** BENCH_WORKERS=N runs N API processes on one port (SO_REUSEPORT), as `npm start` with WORKERS=N. */
const WORKERS = Math.max(1, Number(process.env.BENCH_WORKERS ?? 1))

/**
 * BENCH_THROUGH=next measures the same routes through the cms's Next server instead (it still mounts
 * them; needs `npm run build -w cms`), to compare the two at the same load of the machine.
 */
const isThroughNext = process.env.BENCH_THROUGH === 'next'

type Sent = { status: number; text: string }

/** One HTTP request on a kept-alive connection of `agent`. */
export function send(
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

export async function load(call: (agent: http.Agent, client: number, index: number) => Promise<number>) {
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
  const cpuBefore = serverCpuMs()
  const statementsBefore = await server.statements?.count()
  const started = Date.now()
  await run(started + DURATION_MS, true, result)
  result.elapsedMs = Date.now() - started
  const cpuAfter = serverCpuMs()
  const statementsAfter = await server.statements?.count()
  if (cpuBefore !== undefined && cpuAfter !== undefined) result.cpuMs = cpuAfter - cpuBefore
  if (statementsBefore !== undefined && statementsAfter !== undefined)
    result.statements = statementsAfter - statementsBefore
  agent.destroy()
  return result
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

const perRequest = (total: number | undefined, requests: number, scale: number) =>
  total === undefined || requests === 0 ? null : Math.round((total / requests) * scale * 100) / 100

export function summary(name: string, { latencies, errors, elapsedMs, cpuMs, statements }: Result) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    endpoint: name,
    requests: latencies.length,
    errors,
    throughputPerSecond: Math.round((latencies.length / elapsedMs) * 1000 * 10) / 10,
    p50Ms: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p95Ms: Math.round(percentile(sorted, 0.95) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
    // What the load costs the server, whatever else runs on the machine.
    cpuMsPer1000: perRequest(cpuMs, latencies.length, 1000),
    dbStatementsPerRequest: perRequest(statements, latencies.length, 1),
  }
}

/**
 * Issue 33's floor at 25 clients on 2 cores: CPU per 1,000 requests within 10 % of what the fast path
 * inside the Next process cost (measured then), and a p95 bound. Health has no bound of its own.
 */
const FLOOR: Record<string, { cpuMsPer1000?: number; p95Ms?: number }> = {
  'POST /api/taxi/quote': { cpuMsPer1000: 231, p95Ms: 15 },
  'POST /api/places/autocomplete': { cpuMsPer1000: 120, p95Ms: 10 },
  'POST /api/flights/search': { cpuMsPer1000: 333, p95Ms: 25 },
}

/** Each row beside its floor: CPU per 1,000 requests ≤ 110 % of the floor's, p95 ≤ its bound. */
export function floorTable(rows: ReturnType<typeof summary>[]) {
  return rows.flatMap((row) => {
    const floor = FLOOR[row.endpoint]
    if (!floor) return []
    const cpuLimit = floor.cpuMsPer1000 === undefined ? undefined : Math.round(floor.cpuMsPer1000 * 1.1)
    return [
      {
        endpoint: row.endpoint,
        cpuMsPer1000: row.cpuMsPer1000,
        cpuLimit,
        cpuMet: cpuLimit === undefined || (row.cpuMsPer1000 !== null && row.cpuMsPer1000 <= cpuLimit),
        p95Ms: row.p95Ms,
        p95Limit: floor.p95Ms,
        p95Met: floor.p95Ms === undefined || row.p95Ms <= floor.p95Ms,
      },
    ]
  })
}

/** The trivial endpoint of the same server: what this machine allows at all under CLIENTS clients. */
export const loadHealth = (origin: string) =>
  load(async (agent, client) => {
    const { status } = await send(agent, `${origin}/api/health`, {
      headers: { 'x-forwarded-for': `198.18.0.${client + 1}` },
    })
    return status
  })

/** The machine the figures came from. */
export const machine = () => ({
  clients: CLIENTS,
  durationSeconds: DURATION_MS / 1000,
  cpuCount: os.availableParallelism(),
  loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
})

/**
 * Runs `bench` against BENCH_API_URL when set, else against a production API process of its own
 * (cms/api-server.ts, its bundle built first) on a fresh database (port E2E_CMS_PORT + 300), with the
 * per-client limits raised: CLIENTS clients for DURATION seconds are far above a traveller's pace.
 */
export async function runAgainstApi(name: string, bench: (origin: string) => Promise<void>) {
  if (process.env.BENCH_API_URL) {
    // Its process and database, when given, are measured too (API_PID, BENCH_DATABASE_URL).
    server.statements = await statementCounter(process.env.BENCH_DATABASE_URL)
    return bench(process.env.BENCH_API_URL).finally(() => server.statements?.close())
  }
  await buildApiServer()
  const cmsPort = process.env.E2E_CMS_PORT ?? '3100'
  const apiPort = String(Number(cmsPort) + 300)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `nexovia-${name}-`))
  const database = await startTestDatabase(name.replaceAll('-', '_'), { postgresFlags: COUNTING_FLAGS })
  server.statements = await statementCounter(database.url)
  try {
    const env = {
      ...stackEnvironment({ databaseUrl: database.url, cmsPort, sitePort: '0', apiPort, dataDir }),
      RATE_LIMIT_FACTOR: '100000',
    }
    await prepareCms(env)
    // BENCH_NODE_OPTIONS reaches the API process alone (a profiler's --import, say), not this process.
    const nodeOptions = process.env.BENCH_NODE_OPTIONS
    const apiEnv = nodeOptions ? { ...env, NODE_OPTIONS: nodeOptions } : env
    for (let index = 1; index <= WORKERS; index += 1) {
      const worker = { index, count: WORKERS }
      const started = isThroughNext ? startCms('start', apiEnv, worker) : startApi('start', apiEnv, worker)
      if (started.pid) server.pids.push(started.pid)
    }
    const origin = isThroughNext ? env.CMS_URL : env.API_URL
    await waitForHttp(`${origin}/api/health`)
    await bench(origin)
  } finally {
    await server.statements?.close()
    await stopServices()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
