/**
 * `npm run test:lb`: two cms, two API and two site processes of the production build behind HAProxy
 * (deploy/haproxy.cfg, the file a deployment uses) on one fresh PostgreSQL database, then the
 * tests of tests/lb/, which talk to the balancer only (and to each site process directly, to see
 * that a publish reached both). Builds first unless E2E_SKIP_BUILD=1 (npm test runs it right after
 * the e2e level, which built). Ports: LB_PORT_BASE (4600): the balancer's site frontend on +0,
 * its cms frontend on +10 (the public lookups to the API processes, the rest to the cms), its stats
 * on +20, site processes on +1 and +2, cms processes on +11 and +12, API processes on +41 and +42.
 * Every process trusts the balancer's X-Forwarded-For (TRUSTED_PROXIES=127.0.0.1). Uploads go to
 * one local S3 double (s3rver, on +30) through @payloadcms/storage-s3, as on several machines. The
 * tests of tests/lb/last/ run after the others: one kills a cms process.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startS3Double } from '../tests/fixtures/s3Double.ts'
import { startTestDatabase } from '../tests/fixtures/testDatabase.ts'
import { stackEnvironment } from './lib/environment.ts'
import { ensureHaproxy, HAPROXY_PATH } from './lib/haproxy.ts'
import { bin, repoRoot } from './lib/paths.ts'
import { runScript, startProgram, stopServices, waitForHttp } from './lib/processes.ts'
import { buildStack, prepareCms, startApi, startCms, startSite } from './lib/stack.ts'

const base = Number(process.env.LB_PORT_BASE ?? 4600)
const ports = {
  site: String(base),
  cms: String(base + 10),
  stats: String(base + 20),
  s3: base + 30,
  sites: [String(base + 1), String(base + 2)],
  cmses: [String(base + 11), String(base + 12)],
  apis: [String(base + 41), String(base + 42)],
}
const local = (port: string) => `127.0.0.1:${port}`

ensureHaproxy()
const startedAt = Date.now()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-lb-'))
const logDir = path.join(dataDir, 'logs')
mkdirSync(logDir)
const database = await startTestDatabase('lb')
const s3 = await startS3Double({ directory: dataDir, port: ports.s3, bucket: 'nexovia-lb-media' })
let exitCode = 1
try {
  const stack: NodeJS.ProcessEnv = stackEnvironment({
    databaseUrl: database.url,
    cmsPort: ports.cms,
    sitePort: ports.site,
    dataDir,
  })
  // The limits as deployed: this level checks the sign-in limit's count (the e2e level scales it up).
  delete stack.RATE_LIMIT_FACTOR
  const env = {
    ...stack,
    // The sites reach the cms and the API processes through the balancer, as they would on separate machines.
    CMS_URL: `http://${local(ports.cms)}`,
    API_URL: `http://${local(ports.cms)}`,
    SITE_URL: `http://${local(ports.site)}`,
    PUBLIC_SITE_URL: `http://localhost:${ports.site}`,
    // Plain HTTP in production mode: see scripts/e2e.ts.
    INSECURE_COOKIES: 'true',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'lb-admin-password',
    // Every process is behind the balancer, on this machine: its X-Forwarded-For names the client.
    TRUSTED_PROXIES: '127.0.0.1',
    // Twilio's webhook is checked through the balancer (tests/lb/twilioWebhook.lb.test.ts); no sender is
    // configured, so nothing is ever sent.
    TWILIO_AUTH_TOKEN: 'lb-twilio-auth-token',
    ...s3.env,
  }
  if (!process.env.E2E_SKIP_BUILD) await buildStack(env)
  await prepareCms(env)
  // Each process on a port of its own: the balancer, not the kernel, spreads the requests.
  const cmsPids = ports.cmses.map((port, i) => {
    const name = `cms-${i + 1}`
    return startCms(
      'start',
      { ...env, CMS_PORT: port, NEXOVIA_PROCESS_NAME: name },
      undefined,
      // The cms logs are kept for the test of scheduled jobs (which process ran what).
      { name, onLine: (line) => appendFileSync(path.join(logDir, `${name}.log`), `${line}\n`) },
    ).pid
  })
  ports.apis.forEach((port, i) => {
    const name = `api-${i + 1}`
    startApi('start', { ...env, API_PORT: port, NEXOVIA_PROCESS_NAME: name }, undefined, { name })
  })
  ports.sites.forEach((port, i) => {
    const name = `site-${i + 1}`
    startSite('start', { ...env, SITE_PORT: port, NEXOVIA_PROCESS_NAME: name }, undefined, { name })
  })
  await Promise.all([
    ...ports.cmses.map((port) => waitForHttp(`http://${local(port)}/api/health`)),
    ...ports.apis.map((port) => waitForHttp(`http://${local(port)}/api/health`)),
    ...ports.sites.map((port) => waitForHttp(`http://${local(port)}/robots.txt`)),
  ])
  startProgram({
    name: 'haproxy',
    command: HAPROXY_PATH,
    args: ['-db', '-f', path.join(repoRoot, 'deploy/haproxy.cfg')],
    cwd: repoRoot,
    env: {
      ...process.env,
      NEXOVIA_SITE_BIND: local(ports.site),
      NEXOVIA_CMS_BIND: local(ports.cms),
      NEXOVIA_STATS_BIND: local(ports.stats),
      NEXOVIA_SITE_1: local(ports.sites[0]!),
      NEXOVIA_SITE_2: local(ports.sites[1]!),
      NEXOVIA_CMS_1: local(ports.cmses[0]!),
      NEXOVIA_CMS_2: local(ports.cmses[1]!),
      NEXOVIA_API_1: local(ports.apis[0]!),
      NEXOVIA_API_2: local(ports.apis[1]!),
    },
  })
  await waitForHttp(`http://${local(ports.stats)}/stats`)
  console.log(`[lb] stack ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)
  const testEnv = {
    ...env,
    LB_SITE_URL: `http://${local(ports.site)}`,
    LB_CMS_URL: `http://${local(ports.cms)}`,
    LB_STATS_URL: `http://${local(ports.stats)}/stats`,
    LB_SITE_PROCESSES: ports.sites.map((port) => `http://${local(port)}`).join(' '),
    LB_CMS_PROCESSES: ports.cmses.map((port) => `http://${local(port)}`).join(' '),
    LB_API_PROCESSES: ports.apis.map((port) => `http://${local(port)}`).join(' '),
    LB_LOG_DIR: logDir,
    LB_CMS_PIDS: cmsPids.join(' '),
  }
  const vitest = (project: string) =>
    runScript({
      name: 'vitest',
      script: bin.vitest,
      args: ['run', '--project', project, '--passWithNoTests', ...process.argv.slice(2)],
      cwd: repoRoot,
      env: testEnv,
    })
  await vitest('lb')
  // Last: it kills cms-2 under load (tests/lb/last/), which the tests above need alive.
  await vitest('lb-last')
  exitCode = 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await stopServices()
  await s3.close()
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(
  `[lb] ${exitCode === 0 ? 'passed' : 'failed'} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
)
process.exit(exitCode)
