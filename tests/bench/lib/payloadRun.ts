import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bin, cmsDir, repoRoot } from '../../../scripts/lib/paths.ts'
import { runScript } from '../../../scripts/lib/processes.ts'
import { prepareCms } from '../../../scripts/lib/stack.ts'
import { startTestDatabase } from '../../fixtures/testDatabase.ts'

/**
 * A bench that runs inside Payload (`payload run`): a fresh database on the embedded test cluster
 * (TEST_PG_PORT, or TEST_DATABASE_SERVER_URL), migrated and seeded as for the integration tests, then
 * `runFile` (a path under tests/bench/) with `extraEnv`; the database and data folder dropped after.
 */
export async function runInPayload(runFile: string, extraEnv: Record<string, string> = {}): Promise<void> {
  const database = await startTestDatabase('bench')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-bench-'))
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'bench-admin-password',
    PUBLIC_SITE_URL: 'http://localhost:4321',
    NODE_ENV: 'production' as const,
    ...extraEnv,
  }
  try {
    await prepareCms(env)
    await runScript({
      name: 'bench',
      script: bin.payload,
      args: ['run', path.join(repoRoot, 'tests/bench', runFile)],
      cwd: cmsDir,
      env,
    })
  } finally {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
