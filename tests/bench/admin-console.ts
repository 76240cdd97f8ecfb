/**
 * Admin console benchmark: `node tests/bench/admin-console.ts`.
 * A fresh database on the embedded test cluster (TEST_PG_PORT, or TEST_DATABASE_SERVER_URL),
 * migrated and seeded as for the integration tests; admin-console.run.ts then fills it with
 * 10,000 travellers and 10,000 survey responses and times the console's endpoints in process.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bin, cmsDir, repoRoot } from '../../scripts/lib/paths.ts'
import { runScript } from '../../scripts/lib/processes.ts'
import { prepareCms } from '../../scripts/lib/stack.ts'
import { startTestDatabase } from '../fixtures/testDatabase.ts'

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
  // The export's memory is sampled after a full collection.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
}
try {
  await prepareCms(env)
  await runScript({
    name: 'bench',
    script: bin.payload,
    args: ['run', path.join(repoRoot, 'tests/bench/admin-console.run.ts')],
    cwd: cmsDir,
    env,
  })
} finally {
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
