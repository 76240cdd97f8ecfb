/**
 * The daily price check's cost per tracked search: `node tests/bench/price-watch-job.ts`.
 * A fresh database on the embedded test cluster (TEST_PG_PORT), migrated and seeded as for the
 * integration tests; price-watch-job.run.ts then tracks PRICE_WATCH_BENCH_COUNT searches (default 200)
 * and times the job against the engine's bare searches of the same trips (offline engine).
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
}
try {
  await prepareCms(env)
  await runScript({
    name: 'bench',
    script: bin.payload,
    args: ['run', path.join(repoRoot, 'tests/bench/price-watch-job.run.ts')],
    cwd: cmsDir,
    env,
  })
} finally {
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
