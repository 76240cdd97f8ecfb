/**
 * `LIGHTHOUSE_DIR=/tmp/lh node tests/bench/pocket.stack.ts` (issue 44): the landing pages (home en/fr) on
 * the production build. Lighthouse's mobile preset, performance and accessibility, LIGHTHOUSE_RUNS cold
 * runs (3 by default), the median; Lighthouse 12 has no PWA category any more, so installability is asked
 * of Chromium itself (Page.getInstallabilityErrors, with the worker in control). Writes
 * tests/bench/results/issue-44-pocket.md (page-weight.stack.ts's figures are added below by hand). Ports as
 * every bench (runOnBenchStack).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.ts'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { runOnBenchStack } from './lib/benchStack.ts'
import { lighthouseCli, median } from './lib/lighthouseRuns.ts'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PAGES = ['/', '/fr']
const REPORT = path.join(repoRoot, 'tests/bench/results/issue-44-pocket.md')
const run = promisify(execFile)

type Scores = { performance: number; accessibility: number; tbtMs: number; lcpMs: number }

/** One cold Lighthouse run (mobile preset) of performance and accessibility. */
async function scoresOf(cli: string, url: string): Promise<Scores> {
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  )
  const { categories, audits } = JSON.parse(stdout) as {
    categories: Record<'performance' | 'accessibility', { score: number }>
    audits: Record<string, { numericValue?: number }>
  }
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  }
}

/** What Chromium says stops the page from installing (none: installable), the worker in control. */
async function installabilityErrors(url: string): Promise<string[]> {
  // A profile on disk: Chromium installs nothing from an incognito window.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'nexovia-pocket-profile-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(url)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    const cdp = await browser.newCDPSession(page)
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors')
    return errors.map((error) => error.errorId)
  } finally {
    await browser.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

const cli = lighthouseCli()
await runOnBenchStack('pocket', async (env) => {
  const rows: string[] = []
  for (const page of PAGES) {
    const url = `${env.PUBLIC_SITE_URL}${page}`
    const runs: Scores[] = []
    // One after another: runs side by side would measure each other's load.
    for (let index = 0; index < RUNS; index++) runs.push(await scoresOf(cli, url))
    const errors = await installabilityErrors(url)
    rows.push(
      `| \`${page}\` | ${median(runs.map((one) => one.performance))} | ` +
        `${median(runs.map((one) => one.accessibility))} | ${Math.round(median(runs.map((one) => one.tbtMs)))} ms | ` +
        `${(median(runs.map((one) => one.lcpMs)) / 1000).toFixed(1)} s | ${errors.length ? errors.join(', ') : 'installable'} | ` +
        `${runs.map((one) => `${one.performance}/${one.accessibility}`).join(', ')} |`,
    )
    console.log(rows.at(-1))
  }
  writeFileSync(
    REPORT,
    [
      '# Issue 44: the landing pages, installable, on the production build',
      '',
      `\`node tests/bench/pocket.stack.ts\`, ${new Date().toISOString().slice(0, 16)} UTC, Lighthouse's mobile preset`,
      `(simulated throttling), ${RUNS} cold runs per page, the median; ${os.cpus().length} cores shared with other work`,
      `(load average ${os.loadavg()[0]!.toFixed(1)} at the end: compare pages of the same run).`,
      "Lighthouse 12 dropped its PWA category: installability is Chromium's own verdict",
      '(`Page.getInstallabilityErrors`, the service worker in control).',
      '',
      '| page | performance | accessibility | TBT | LCP | installability | runs (performance/accessibility) |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  )
})
