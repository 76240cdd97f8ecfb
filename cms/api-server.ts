/**
 * The API process (issue 33): the public lookups of content-schema's API_PROCESS_CONTRACTS (flight
 * search and reprice, hotel search, place autocomplete, taxi quote, payment status, health) answered
 * by Payload's endpoint handling on the cms's own config, through its Local API, under plain Node:
 * no Next, whose request path costs far more than these handlers. One copy of the code: this file is
 * bundled with the config (scripts/buildApiServer.ts → dist/api/api-server.mjs), since the config is
 * TypeScript with path aliases. API_PORT (default CMS_PORT + 1), API_HOST (default 127.0.0.1);
 * REUSE_PORT=1 for WORKERS=N; NEXOVIA_PROCESS_NAME is sent back as X-Nexovia-Api-Process.
 * It runs no scheduled jobs (the cms processes do) and drops its caches of editors' content on
 * every change any process announces, as each cms process does.
 */
import { parseTrustedProxies } from '@nexovia/content-schema/core/trustedProxies'
import { getPayload } from 'payload'
import { startApiServer } from './src/apiServer/startApiServer'
import config from './src/payload.config'
import { listenForCmsCachePurges } from './src/services/lib/cmsCachePurgeListener'

// Read when Payload starts (jobs.autoRun in payload.config.ts), after this line.
process.env.NEXOVIA_SCHEDULED_JOBS = 'off'

const port = Number(process.env.API_PORT ?? Number(process.env.CMS_PORT ?? 3000) + 1)
const host = process.env.API_HOST ?? '127.0.0.1'

// Payload first: a balancer's health check passes only once the process can answer.
await getPayload({ config })
if (process.env.DATABASE_URL) listenForCmsCachePurges({ connectionString: process.env.DATABASE_URL })
const { origin } = await startApiServer({
  config,
  port,
  host,
  reusePort: process.env.REUSE_PORT === '1',
  trustedProxies: parseTrustedProxies(process.env.TRUSTED_PROXIES),
  processName: process.env.NEXOVIA_PROCESS_NAME,
})
console.log(`api ready on ${origin} (process ${process.pid})`)

// Stopped by a signal, exit as Node does on its own, so that a profile asked for with --cpu-prof
// (BENCH_NODE_OPTIONS of tests/bench/) is written.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0))
