import path from 'node:path'
import { API_SERVER_BUNDLE, buildApiServer } from '../buildApiServer.ts'
import { bin, cmsDir, dataDir, siteDir } from './paths.ts'
import { ensureDatabase, startCluster } from './postgres.ts'
import { runScript, startProgram, startService, waitForHttp } from './processes.ts'

type Env = NodeJS.ProcessEnv

type DatabaseOptions = { clusterDir?: string; port: number; name: string }

/** The configured DATABASE_URL, or a database on the embedded cluster under .data/. */
export async function startDatabase({
  clusterDir = path.join(dataDir, 'postgres'),
  port,
  name,
}: DatabaseOptions) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const cluster = await startCluster({ dir: clusterDir, port })
  const url = await ensureDatabase(cluster.serverUrl, name)
  return { url, serverUrl: cluster.serverUrl, stop: cluster.stop }
}

/** Applies pending migrations, then seeds what is missing (idempotent). */
export function prepareCms(env: Env): Promise<void> {
  return runScript({
    name: 'prepare',
    script: bin.payload,
    args: ['run', 'src/scripts/prepare.ts'],
    cwd: cmsDir,
    env: { ...env, NODE_ENV: 'production' },
  })
}

/** Runs one build step and says how long it took (the e2e level's log then shows where its build time goes). */
async function timed(step: string, run: () => Promise<void>): Promise<void> {
  const startedAt = Date.now()
  await run()
  console.log(`build: ${step} took ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)
}

/**
 * The production build of the cms (next build, the API process's bundle) and the site (astro build), as
 * the tests run it. The three are independent, so next build runs beside the other two (issue 43). Its
 * own TypeScript pass is skipped (NEXT_SKIP_TYPE_CHECK, cms/next.config.ts): npm test's typecheck level
 * makes the same check (`next typegen`, then `tsc -p cms`: the same files, the same tsconfig).
 */
export async function buildStack(env: Env): Promise<void> {
  const nextEnv = { ...env, NEXT_SKIP_TYPE_CHECK: '1' }
  await Promise.all([
    timed('next build', () =>
      runScript({ name: 'build', script: bin.next, args: ['build'], cwd: cmsDir, env: nextEnv }),
    ),
    (async () => {
      await timed('API bundle', buildApiServer)
      await timed('astro build', () =>
        runScript({ name: 'build', script: bin.astro, args: ['build'], cwd: siteDir, env }),
      )
    })(),
  ])
}

export type Mode = 'dev' | 'start'

/** Which of the `count` processes of one server this is (npm start with WORKERS=N). */
export type Worker = { index: number; count: number }
const ONLY: Worker = { index: 1, count: 1 }

/** One server's name in the log, and what lets its processes share the port (SO_REUSEPORT). */
const asWorker = (name: string, { index, count }: Worker) =>
  count > 1 ? { name: `${name}#${index}`, env: { REUSE_PORT: '1' } } : { name, env: {} }

/** What a caller may add to a production process: its name in the log, and a copy of its lines. */
type StartOptions = { name?: string; onLine?: (line: string) => void }

export function startCms(mode: Mode, env: Env, worker: Worker = ONLY, options: StartOptions = {}) {
  if (mode === 'dev') {
    return startService({
      name: 'cms',
      script: bin.next,
      args: ['dev', '--port', env.CMS_PORT!, '--hostname', '127.0.0.1'],
      cwd: cmsDir,
      env: { ...env, NODE_ENV: 'development' },
    })
  }
  const { name, env: shared } = asWorker('cms', worker)
  return startService({
    name: options.name ?? name,
    onLine: options.onLine,
    // Next's handler behind a server that records each request's socket address (cms/server.ts).
    script: path.join(cmsDir, 'server.ts'),
    args: [],
    cwd: cmsDir,
    env: { ...env, ...shared, NODE_ENV: 'production', CMS_HOST: '127.0.0.1' },
  })
}

/**
 * The API process (cms/api-server.ts, bundled into cms/dist/api/ by scripts/buildApiServer.ts). In dev,
 * the caller keeps the bundle rebuilt (watchApiServer) and Node restarts the process when it changes.
 */
export function startApi(mode: Mode, env: Env, worker: Worker = ONLY, options: StartOptions = {}) {
  const { name, env: shared } = asWorker('api', worker)
  return startProgram({
    name: options.name ?? name,
    onLine: options.onLine,
    command: process.execPath,
    args: [...(mode === 'dev' ? ['--watch'] : []), API_SERVER_BUNDLE],
    cwd: cmsDir,
    env: {
      ...env,
      ...shared,
      NODE_ENV: mode === 'dev' ? 'development' : 'production',
      API_HOST: '127.0.0.1',
    },
  })
}

export function startSite(mode: Mode, env: Env, worker: Worker = ONLY, options: StartOptions = {}) {
  if (mode === 'dev') {
    return startService({
      name: 'site',
      script: bin.astro,
      args: ['dev', '--port', env.SITE_PORT!, '--host', '127.0.0.1'],
      cwd: siteDir,
      env,
    })
  }
  const { name, env: shared } = asWorker('site', worker)
  return startService({
    name: options.name ?? name,
    onLine: options.onLine,
    // The adapter's handler behind compression and asset caching (site/src/server/index.ts).
    script: path.join(siteDir, 'src/server/index.ts'),
    args: [],
    cwd: siteDir,
    env: { ...env, ...shared, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: env.SITE_PORT },
  })
}

/** The production cms, API process and site of one stack (`env`'s ports), once each of them answers. */
export async function startProductionStack(env: Env): Promise<void> {
  startCms('start', env)
  startApi('start', env)
  startSite('start', env)
  await Promise.all([
    waitForHttp(`${env.CMS_URL}/api/users/me`),
    waitForHttp(`${env.API_URL}/api/health`),
    waitForHttp(`${env.SITE_URL}/`),
  ])
}
