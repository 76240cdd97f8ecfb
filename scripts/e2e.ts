/**
 * `npm run test:e2e`: builds the cms (Next and the API process) and the site, runs them in
 * production mode on a fresh database, and drives them with Playwright in Chromium. E2E_SKIP_BUILD=1
 * reuses the last build; E2E_BUILD_ONLY=1 only builds (`npm test`'s build level, which the e2e levels then reuse). Ports: E2E_CMS_PORT, E2E_SITE_PORT, E2E_API_PORT (the cms's + 300).
 * E2E_FLUTTERWAVE=1 configures the cms for Flutterwave against its local double and runs only the
 * journeys that need it (tests/e2e/providers/): one configuration per stack, so it is a run of its own.
 * E2E_DUFFEL=1 likewise configures flights and stays for Duffel against its local double (tests/e2e/duffel/).
 * Every stack has WhatsApp and Twilio configured against the messaging stand (a traveller who did not
 * opt in gets e-mail only, as before); the tests read what it received at E2E_MESSAGING_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startMailCatcher } from '../tests/fixtures/mailCatcher.ts'
import { startMessagingStand } from '../tests/fixtures/messagingStand.ts'
import { startOidcProvider } from '../tests/fixtures/oidcProvider.ts'
import { dateSeededRatesToday } from '../tests/fixtures/ratesOfToday.ts'
import { readyStackDatabase, TEST_ADMIN } from '../tests/fixtures/seededTemplate.ts'
import { startTestDatabase } from '../tests/fixtures/testDatabase.ts'
import { ensureChromium } from './lib/chromium.ts'
import { startDuffelStand } from './lib/duffelStand.ts'
import { stackEnvironment } from './lib/environment.ts'
import { startFlutterwaveStand } from './lib/flutterwaveStand.ts'
import { bin, repoRoot } from './lib/paths.ts'
import { runScript, stopServices } from './lib/processes.ts'
import { buildStack, startProductionStack } from './lib/stack.ts'

const CMS_PORT = process.env.E2E_CMS_PORT ?? '3100'
const SITE_PORT = process.env.E2E_SITE_PORT ?? '4400'
// Not the cms's + 1, which another run's cms may hold (E2E_CMS_PORT is moved one by one).
const API_PORT = process.env.E2E_API_PORT ?? String(Number(CMS_PORT) + 300)

ensureChromium()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-e2e-'))
// The build-only level runs beside the one that seeds the template (scripts/lib/testPlan.ts): no copy.
const database = await startTestDatabase('e2e', { fromTemplate: !process.env.E2E_BUILD_ONLY })
const mail = await startMailCatcher()
const messaging = await startMessagingStand()
const siteUrl = `http://localhost:${SITE_PORT}`
// The identity provider of quick sign-in: a real OpenID Connect server on this machine.
const oidc = await startOidcProvider([`${siteUrl}/auth/callback`, `${siteUrl}/fr/auth/callback`])
const flutterwave = process.env.E2E_FLUTTERWAVE ? await startFlutterwaveStand(siteUrl) : undefined
const duffel = process.env.E2E_DUFFEL ? await startDuffelStand() : undefined
let exitCode = 1
try {
  const env = {
    ...stackEnvironment({
      databaseUrl: database.url,
      cmsPort: CMS_PORT,
      sitePort: SITE_PORT,
      apiPort: API_PORT,
      dataDir,
    }),
    PUBLIC_SITE_URL: siteUrl,
    // Production mode over plain HTTP, and the tests also use 127.0.0.1 and Playwright's request
    // client, which send no Secure cookie over http:// (browsers exempt only "localhost"). So the
    // Secure flag is dropped for this run only; cms/src/endpoints/auth/sessionCookies.test.ts proves it is on otherwise.
    INSECURE_COOKIES: 'true',
    // Every journey comes from one browser at 127.0.0.1, so per-client limits would count the whole
    // suite as one visitor. The limits themselves are proven by the integration tests.
    RATE_LIMIT_FACTOR: '20',
    ...oidc.env,
    ...TEST_ADMIN,
    SMTP_URL: mail.smtpUrl,
    MAIL_API_URL: mail.apiUrl,
    // No rate source (the ECB is the default, reached over the internet): the stack keeps its table of
    // the day; the Flutterwave run takes Flutterwave's, its key set.
    EXCHANGE_RATES_SOURCE: flutterwave ? '' : 'none',
    ...flutterwave?.env,
    ...duffel?.env,
    ...messaging.env(),
    E2E_MESSAGING_URL: messaging.url,
  }
  if (!process.env.E2E_SKIP_BUILD) await buildStack(env)
  if (!process.env.E2E_BUILD_ONLY) {
    await readyStackDatabase(database, dataDir, env)
    await dateSeededRatesToday(database.url)
    await startProductionStack(env)
    await runScript({
      name: 'playwright',
      script: bin.playwright,
      args: ['test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
      cwd: repoRoot,
      env: { ...env, E2E_SITE_URL: env.SITE_URL, E2E_CMS_URL: env.CMS_URL, E2E_API_URL: env.API_URL },
    })
  }
  exitCode = 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await stopServices()
  await database.drop()
  await mail.stop()
  await messaging.stop()
  await oidc.stop()
  await flutterwave?.stop()
  await duffel?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
