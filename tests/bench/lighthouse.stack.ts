/**
 * `LIGHTHOUSE_DIR=/tmp/lh node tests/bench/lighthouse.stack.ts`: Lighthouse (mobile preset) on the
 * production build, three cold runs per page, the median of each figure (performance score, CLS, TBT,
 * LCP) written to tests/bench/results/issue-41-lighthouse.md (issue 41: ≥ 95, CLS ≤ 0.02, TBT ≤ 150 ms).
 *
 * Lighthouse is not a dependency of the repo (installing it once dropped other platforms' packages
 * from package-lock.json): install it apart, `npm install --prefix /tmp/lh lighthouse`, and name that
 * folder in LIGHTHOUSE_DIR. Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
 * Builds the stack first (E2E_SKIP_BUILD=1 reuses the last build) and runs it on a fresh seeded
 * database, on E2E_CMS_PORT, E2E_SITE_PORT, E2E_API_PORT; LIGHTHOUSE_RUNS changes the number of runs.
 */

import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { runOnBenchStack } from './lib/benchStack.ts'
import { type LighthouseFigures, lighthouseCli, lighthouseRun, medianFigures } from './lib/lighthouseRuns.ts'
import { RESULTS_STATES, weeksAhead } from './pageBudgets.ts'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const REPORT = path.join(repoRoot, 'tests/bench/results/issue-41-lighthouse.md')

/** The pages: a round trip (en), a one way (fr), a stay, and the home page. */
const PAGES = [
  RESULTS_STATES[0]!,
  `/fr/flights?origin=JFK&destination=ACC&departDate=${weeksAhead(6)}`,
  RESULTS_STATES[1]!,
  '/',
]

const row = (page: string, figures: LighthouseFigures, runs: LighthouseFigures[]) =>
  `| \`${page.replace(/=\d{4}-\d{2}-\d{2}/g, '=…')}\` | ${figures.score} | ${figures.cls.toFixed(3)} | ` +
  `${Math.round(figures.tbtMs)} ms | ${(figures.lcpMs / 1000).toFixed(1)} s | ${runs.map((one) => one.score).join(', ')} |`

const cli = lighthouseCli()
await runOnBenchStack('lighthouse', async (env) => {
  const rows: string[] = []
  for (const page of PAGES) {
    // One after another: runs side by side would measure each other's load.
    const runs: LighthouseFigures[] = []
    for (let index = 0; index < RUNS; index++)
      runs.push(await lighthouseRun(cli, `${env.PUBLIC_SITE_URL}${page}`))
    rows.push(row(page, medianFigures(runs), runs))
    console.log(rows.at(-1))
  }
  writeFileSync(
    REPORT,
    [
      '# Issue 41: Lighthouse (mobile preset) on the production build',
      '',
      `\`node tests/bench/lighthouse.stack.ts\`, ${new Date().toISOString().slice(0, 16)} UTC, Lighthouse's mobile preset`,
      `(simulated throttling), ${RUNS} cold runs per page, the median of each figure; ${os.cpus().length} cores`,
      "shared with other work (scores move with the machine's load: compare pages of the same run).",
      '',
      '| page | performance | CLS | TBT | LCP | scores of the runs |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  )
})
