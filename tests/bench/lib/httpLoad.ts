/**
 * The HTTP load of the cms benchmarks (flight-search.ts, taxi.ts): CLIENTS clients on kept-alive
 * connections for DURATION seconds after a warm-up, each its own visitor, and the figures of a run:
 * latency, and the cms process's CPU per 1,000 requests and database statements per request.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { stackEnvironment } from '../../../scripts/lib/environment.ts'
import { stopServices, waitForHttp } from '../../../scripts/lib/processes.ts'
import { prepareCms, startCms } from '../../../scripts/lib/stack.ts'
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

/** The server measured: its processes (CMS_PID with BENCH_CMS_URL) and its database's statements. */
const server: { pids: number[]; statements?: StatementCounter } = {
  pids: Number(process.env.CMS_PID) ? [Number(process.env.CMS_PID)] : [],
}

/** The CPU time of every measured process together, or undefined when one cannot be read. */
function serverCpuMs(): number | undefined {
  const each = server.pids.map(processCpuMs)
  if (each.length === 0 || each.some((ms) => ms === undefined)) return undefined
  return each.reduce((sum: number, ms) => sum + (ms ?? 0), 0)
}

/** BENCH_CMS_WORKERS=N runs N cms processes on one port (SO_REUSEPORT), as `npm start` with WORKERS=N. */
const CMS_WORKERS = Math.max(1, Number(process.env.BENCH_CMS_WORKERS ?? 1))

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
 * Runs `bench` against BENCH_CMS_URL when set, else against a production cms of its own on a fresh
 * database (E2E_CMS_PORT), with the per-client limits raised: CLIENTS clients for DURATION seconds
 * are far above a traveller's pace.
 */
export async function runAgainstCms(name: string, bench: (origin: string) => Promise<void>) {
  if (process.env.BENCH_CMS_URL) {
    // Its process and database, when given, are measured too (CMS_PID, BENCH_DATABASE_URL).
    server.statements = await statementCounter(process.env.BENCH_DATABASE_URL)
    return bench(process.env.BENCH_CMS_URL).finally(() => server.statements?.close())
  }
  const cmsPort = process.env.E2E_CMS_PORT ?? '3100'
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `nexovia-${name}-`))
  const database = await startTestDatabase(name.replaceAll('-', '_'), { postgresFlags: COUNTING_FLAGS })
  server.statements = await statementCounter(database.url)
  try {
    const env = {
      ...stackEnvironment({ databaseUrl: database.url, cmsPort, sitePort: '0', dataDir }),
      RATE_LIMIT_FACTOR: '100000',
    }
    await prepareCms(env)
    // BENCH_CMS_NODE_OPTIONS reaches the cms alone (a profiler's --import, say), not this process.
    const cmsNodeOptions = process.env.BENCH_CMS_NODE_OPTIONS
    const cmsEnv = cmsNodeOptions ? { ...env, NODE_OPTIONS: cmsNodeOptions } : env
    for (let index = 1; index <= CMS_WORKERS; index += 1) {
      const started = startCms('start', cmsEnv, { index, count: CMS_WORKERS })
      if (started.pid) server.pids.push(started.pid)
    }
    await waitForHttp(`${env.CMS_URL}/api/health`)
    await bench(env.CMS_URL!)
  } finally {
    await server.statements?.close()
    await stopServices()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
