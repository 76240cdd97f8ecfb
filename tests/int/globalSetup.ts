/**
 * Integration tests run against a real PostgreSQL: a fresh database on the embedded test cluster
 * (or on TEST_DATABASE_SERVER_URL), migrated and seeded exactly as `npm run dev` does, dropped after.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startMailCatcher } from '../fixtures/mailCatcher.ts'
import { startOidcProvider } from '../fixtures/oidcProvider.ts'
import { dateSeededRatesToday } from '../fixtures/ratesOfToday.ts'
import { readyStackDatabase, TEST_ADMIN } from '../fixtures/seededTemplate.ts'
import { startTestDatabase } from '../fixtures/testDatabase.ts'

export default async function setup() {
  const database = await startTestDatabase('int', { fromTemplate: true })
  const mail = await startMailCatcher()
  const siteUrl = 'http://localhost:4321'
  const oidc = await startOidcProvider([`${siteUrl}/auth/callback`, `${siteUrl}/fr/auth/callback`])
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-int-'))
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    // Shared with the site; the site's proxy token derives from it (cms/src/http/clientAddress.ts).
    REVALIDATE_SECRET: randomBytes(24).toString('hex'),
    ...TEST_ADMIN,
    SMTP_URL: mail.smtpUrl,
    MAIL_API_URL: mail.apiUrl,
    PUBLIC_SITE_URL: siteUrl,
    ...oidc.env,
  })
  await readyStackDatabase(database, dataDir, process.env)
  process.env.SEEDED_RATES_DAY = await dateSeededRatesToday(database.url)
  return async () => {
    await database.drop()
    await mail.stop()
    await oidc.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
