/**
 * `node tests/bench/page-weight.stack.ts`: builds the stack (E2E_SKIP_BUILD=1 reuses the last build),
 * runs it in production mode on a fresh seeded database (ports E2E_CMS_PORT, E2E_SITE_PORT, the cms's
 * + 300 for the API process) and runs page-weight.ts on the pages of its budget, in both languages.
 * Exits with page-weight's code: non-zero when a page is over its budget.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureChromium } from '../../scripts/lib/chromium.ts'
import { stackEnvironment } from '../../scripts/lib/environment.ts'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { runScript, stopServices } from '../../scripts/lib/processes.ts'
import { buildStack, prepareCms, startProductionStack } from '../../scripts/lib/stack.ts'
import { startTestDatabase } from '../fixtures/testDatabase.ts'
import { BUDGETED_PAGES } from './pageBudgets.ts'

const CMS_PORT = process.env.E2E_CMS_PORT ?? '3100'
const SITE_PORT = process.env.E2E_SITE_PORT ?? '4400'
const API_PORT = process.env.E2E_API_PORT ?? String(Number(CMS_PORT) + 300)

ensureChromium()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-weight-'))
const database = await startTestDatabase('weight')
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
    PUBLIC_SITE_URL: `http://localhost:${SITE_PORT}`,
    INSECURE_COOKIES: 'true',
  }
  if (!process.env.E2E_SKIP_BUILD) await buildStack(env)
  await prepareCms(env)
  await startProductionStack(env)
  const paths = process.argv.slice(2)
  await runScript({
    name: 'page-weight',
    script: path.join(repoRoot, 'tests/bench/page-weight.ts'),
    args: [
      env.PUBLIC_SITE_URL,
      ...(paths.length ? paths : BUDGETED_PAGES.flatMap((page) => [page, `/fr${page}`])),
    ],
    cwd: repoRoot,
    env,
  })
  exitCode = 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await stopServices()
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
