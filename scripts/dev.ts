/**
 * `npm run dev`: embedded Postgres, then the cms (next dev), the API process (its bundle rebuilt by
 * esbuild on every change, Node restarting it) and the site (astro dev). Ctrl-C stops all.
 */
import { watchApiServer } from './buildApiServer.ts'
import { defaultApiPort, defaults, stackEnvironment } from './lib/environment.ts'
import { onShutdown, stopServices, waitForHttp } from './lib/processes.ts'
import { type Mode, prepareCms, startApi, startCms, startDatabase, startSite } from './lib/stack.ts'
import { workerCount } from './lib/workers.ts'

export async function runStack(mode: Mode) {
  const cmsPort = process.env.CMS_PORT ?? defaults.CMS_PORT
  const sitePort = process.env.SITE_PORT ?? defaults.SITE_PORT
  const apiPort = defaultApiPort(cmsPort)
  // Dev servers watch and rebuild: one of each. In production, WORKERS processes of each share a port.
  const count = mode === 'start' ? workerCount(process.env.WORKERS) : 1
  const database = await startDatabase({
    port: Number(process.env.PG_PORT ?? defaults.PG_PORT),
    name: 'nexovia',
  })
  const apiBundle = mode === 'dev' ? await watchApiServer() : undefined
  onShutdown(async () => {
    await stopServices()
    await apiBundle?.stop()
    await database.stop()
  })
  const env = stackEnvironment({ databaseUrl: database.url, cmsPort, sitePort, apiPort })
  await prepareCms(env)
  const workers = Array.from({ length: count }, (_, i) => ({ index: i + 1, count }))
  const services = workers.flatMap((worker) => [
    startCms(mode, env, worker),
    startApi(mode, env, worker),
    startSite(mode, env, worker),
  ])
  for (const service of services) {
    service.on('exit', (code) => {
      if (code !== null && code !== 0) process.kill(process.pid, 'SIGTERM')
    })
  }
  await Promise.all([
    waitForHttp(`${env.CMS_URL}/api/users/me`),
    waitForHttp(`${env.API_URL}/api/health`),
    waitForHttp(`${env.SITE_URL}/`),
  ])
  console.log(`
  Nexovia is running (${mode}${count > 1 ? `, ${count} processes each of cms, api and site` : ''}).
    site        ${env.PUBLIC_SITE_URL}   (French: ${env.PUBLIC_SITE_URL}/fr/)
    api         ${env.API_URL}/api/health   (the public lookups)
    cms admin   http://localhost:${cmsPort}/admin   user "${env.ADMIN_USERNAME}"${process.env.ADMIN_PASSWORD ? '' : `, password "${env.ADMIN_PASSWORD}"`}
  Ctrl-C stops everything; the data stays in .data/.
`)
}

if (import.meta.main) await runStack('dev')
