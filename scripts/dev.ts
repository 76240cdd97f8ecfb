/** `npm run dev`: embedded Postgres, then the cms (next dev) and the site (astro dev). Ctrl-C stops all. */
import { defaults, stackEnvironment } from './lib/environment.ts'
import { onShutdown, stopServices, waitForHttp } from './lib/processes.ts'
import { type Mode, prepareCms, startCms, startDatabase, startSite } from './lib/stack.ts'

export async function runStack(mode: Mode) {
  const cmsPort = process.env.CMS_PORT ?? defaults.CMS_PORT
  const sitePort = process.env.SITE_PORT ?? defaults.SITE_PORT
  const database = await startDatabase({
    port: Number(process.env.PG_PORT ?? defaults.PG_PORT),
    name: 'nexovia',
  })
  onShutdown(async () => {
    await stopServices()
    await database.stop()
  })
  const env = stackEnvironment({ databaseUrl: database.url, cmsPort, sitePort })
  await prepareCms(env)
  for (const service of [startCms(mode, env), startSite(mode, env)]) {
    service.on('exit', (code) => {
      if (code !== null && code !== 0) process.kill(process.pid, 'SIGTERM')
    })
  }
  await Promise.all([waitForHttp(`${env.CMS_URL}/api/users/me`), waitForHttp(`${env.SITE_URL}/`)])
  console.log(`
  Nexovia is running (${mode}).
    site        ${env.PUBLIC_SITE_URL}   (French: ${env.PUBLIC_SITE_URL}/fr/)
    cms admin   http://localhost:${cmsPort}/admin   user "${env.ADMIN_USERNAME}"${process.env.ADMIN_PASSWORD ? '' : `, password "${env.ADMIN_PASSWORD}"`}
  Ctrl-C stops everything; the data stays in .data/.
`)
}

if (import.meta.main) await runStack('dev')
