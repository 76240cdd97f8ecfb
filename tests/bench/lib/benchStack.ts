import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureChromium } from '../../../scripts/lib/chromium.ts'
import { stackEnvironment } from '../../../scripts/lib/environment.ts'
import { stopServices } from '../../../scripts/lib/processes.ts'
import { buildStack, prepareCms, startProductionStack } from '../../../scripts/lib/stack.ts'
import { startTestDatabase } from '../../fixtures/testDatabase.ts'

export type BenchStackEnv = ReturnType<typeof stackEnvironment> & { PUBLIC_SITE_URL: string }

/**
 * A bench against the production build: builds the stack (E2E_SKIP_BUILD=1 reuses the last build),
 * runs it on a fresh seeded database (ports E2E_CMS_PORT, E2E_SITE_PORT, E2E_API_PORT, by default the
 * cms's + 300), hands its environment to `bench`, then stops it all and exits with 0 once `bench`
 * returned, 1 if anything threw.
 */
export async function runOnBenchStack(
  name: string,
  bench: (env: BenchStackEnv) => Promise<void>,
): Promise<never> {
  const cmsPort = process.env.E2E_CMS_PORT ?? '3100'
  const sitePort = process.env.E2E_SITE_PORT ?? '4400'
  const apiPort = process.env.E2E_API_PORT ?? String(Number(cmsPort) + 300)
  ensureChromium()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `nexovia-${name}-`))
  const database = await startTestDatabase(name)
  let exitCode = 1
  try {
    const env = {
      ...stackEnvironment({ databaseUrl: database.url, cmsPort, sitePort, apiPort, dataDir }),
      PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
      INSECURE_COOKIES: 'true',
    }
    if (!process.env.E2E_SKIP_BUILD) await buildStack(env)
    await prepareCms(env)
    await startProductionStack(env)
    await bench(env)
    exitCode = 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
  } finally {
    await stopServices()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(exitCode)
}
