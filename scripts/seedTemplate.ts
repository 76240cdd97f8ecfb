/**
 * `npm test`'s `template` level: migrates and seeds the database that every stack of the run then copies
 * (TEST_TEMPLATE_DATABASE on TEST_DATABASE_SERVER_URL, its uploads in TEST_TEMPLATE_DATA_DIR: both named
 * by scripts/test.ts), under the guard that fails a query the seed queues on a busy pg client.
 */
import { prepareGuarded, seededTemplate, TEST_ADMIN } from '../tests/fixtures/seededTemplate.ts'
import { stackEnvironment } from './lib/environment.ts'
import { ensureDatabase } from './lib/postgres.ts'

const template = seededTemplate()
if (!template) throw new Error('npm test names the template database and its directory: run it from there')
const databaseUrl = await ensureDatabase(process.env.TEST_DATABASE_SERVER_URL!, template.database)
// No server starts: the ports only complete the stack's environment.
const env = stackEnvironment({ databaseUrl, cmsPort: '3190', sitePort: '4490', dataDir: template.dataDir })
await prepareGuarded({ ...env, ...TEST_ADMIN, EXCHANGE_RATES_SOURCE: 'none' })
