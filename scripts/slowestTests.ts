/**
 * `node scripts/slowestTests.ts [count]`: the slowest e2e tests and int files of the last runs, from the
 * reports they leave in .data/test-times/ (Playwright's and Vitest's JSON reporters): where to cut first.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { dataDir, repoRoot } from './lib/paths.ts'

type PlaywrightSpec = {
  title: string
  file: string
  tests: { projectName: string; results: { duration: number }[] }[]
}
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }
type VitestFile = { name: string; startTime: number; endTime: number; assertionResults: unknown[] }

const count = Number(process.argv[2] ?? 30)
const timesDir = path.join(dataDir, 'test-times')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`

function specsOf(suite: PlaywrightSuite): PlaywrightSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)]
}

function readJson<T>(file: string): T | undefined {
  const full = path.join(timesDir, file)
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as T) : undefined
}

const e2e = readJson<{ suites: PlaywrightSuite[] }>('e2e.json')
if (e2e) {
  const tests = e2e.suites.flatMap(specsOf).flatMap((spec) =>
    spec.tests.map((test) => ({
      ms: test.results.reduce((sum, result) => sum + result.duration, 0),
      name: `${spec.file} › ${spec.title} [${test.projectName}]`,
    })),
  )
  const total = tests.reduce((sum, test) => sum + test.ms, 0)
  console.log(`e2e: ${tests.length} tests, ${seconds(total)} of browser time; the ${count} slowest:`)
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, count))
    console.log(`${seconds(test.ms)}  ${test.name}`)
}

const int = readJson<{ testResults: VitestFile[] }>('int.json')
if (int) {
  const files = int.testResults.map((file) => ({
    ms: file.endTime - file.startTime,
    name: `${path.relative(repoRoot, file.name)} (${file.assertionResults.length} tests)`,
  }))
  console.log(`\nint: ${files.length} files; the ${Math.ceil(count / 1.5)} slowest (setup and tests):`)
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(count / 1.5)))
    console.log(`${seconds(file.ms)}  ${file.name}`)
}
if (!e2e && !int) console.log(`No report in ${timesDir} yet: run npm run test:e2e or test:int first.`)
