/** `npm run seed`: migrates and seeds the local database without starting the servers. */
import { defaults, stackEnvironment } from './lib/environment.ts'
import { prepareCms, startDatabase } from './lib/stack.ts'

const database = await startDatabase({
  port: Number(process.env.PG_PORT ?? defaults.PG_PORT),
  name: 'nexovia',
})
try {
  await prepareCms(
    stackEnvironment({ databaseUrl: database.url, cmsPort: defaults.CMS_PORT, sitePort: defaults.SITE_PORT }),
  )
} finally {
  await database.stop()
}
