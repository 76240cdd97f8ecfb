/**
 * `npm test`: every level of scripts/lib/testPlan.ts, stage by stage, the lanes of a stage at once,
 * then each level's time. A failed level lets its stage finish and skips the stages after it.
 * TEST_SERIAL=1 runs the levels one at a time; TEST_LEVELS=lint,unit only those named. The embedded test cluster is started once here and
 * lent to every level (TEST_DATABASE_SERVER_URL), each of which makes and drops its own database.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { startTestCluster } from '../tests/fixtures/testDatabase.ts'
import { failureCollector } from './lib/failureLines.ts'
import { keepExitCode } from './lib/keepExitCode.ts'
import { repoRoot } from './lib/paths.ts'
import { dropDatabase } from './lib/postgres.ts'
import {
  type Level,
  type LevelResult,
  onlyLevels,
  serialPlan,
  TEST_PLAN,
  timesTable,
} from './lib/testPlan.ts'

keepExitCode()
const chosen = process.env.TEST_LEVELS ? onlyLevels(TEST_PLAN, process.env.TEST_LEVELS.split(',')) : TEST_PLAN
const plan = process.env.TEST_SERIAL ? serialPlan(chosen) : chosen
const startedAt = Date.now()
const cluster = process.env.TEST_DATABASE_SERVER_URL ? undefined : await startTestCluster()
const template = plan.flat(2).some((level) => level.name === 'template') ? namedTemplate() : undefined
const env = {
  ...process.env,
  ...(cluster && { TEST_DATABASE_SERVER_URL: cluster.serverUrl }),
  ...template?.env,
}
const failures = failureCollector()

/** The seeded database this run's stacks copy, and its uploads' directory (the `template` level makes them). */
function namedTemplate() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-template-'))
  const database = `nexovia_template_${Date.now()}`
  return {
    env: { TEST_TEMPLATE_DATABASE: database, TEST_TEMPLATE_DATA_DIR: dataDir },
    drop: async (serverUrl: string) => {
      await dropDatabase(serverUrl, database)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Runs one level's npm script; beside another lane its lines carry the level's name. */
function runLevel(level: Level, prefixed: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', level.script], {
      cwd: repoRoot,
      env: { ...env, ...level.env },
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    if (prefixed)
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream! }).on('line', (line) => {
          failures.see(level.name, line)
          process.stdout.write(`[${level.name}] ${line}\n`)
        })
    child.on('exit', (code) => resolve(code === 0))
  })
}

const results = new Map<string, LevelResult>(
  plan.flat(2).map((level) => [level.name, { name: level.name }] as const),
)
let failed = false
for (const stage of plan) {
  if (failed) break
  await Promise.all(
    stage.map(async (lane) => {
      for (const level of lane) {
        const levelStart = Date.now()
        const passed = await runLevel(level, stage.length > 1)
        results.set(level.name, { name: level.name, seconds: (Date.now() - levelStart) / 1000, passed })
        if (!passed) {
          failed = true
          break
        }
      }
    }),
  )
}
await template?.drop(env.TEST_DATABASE_SERVER_URL!)
await cluster?.stop()
console.log(
  `\nnpm test, time per level:\n${timesTable([...results.values()], (Date.now() - startedAt) / 1000)}`,
)
// Last, so that a log which keeps only its end still names what failed (a retried pass included).
if (failures.summary()) console.log(`\nFailed tests, level by level:\n${failures.summary()}`)
process.exitCode = failed ? 1 : 0
