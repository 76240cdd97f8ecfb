import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_PATH } from '../../../scripts/lib/chromium.ts'

const run = promisify(execFile)

/** What the bench keeps of one Lighthouse run (mobile preset). */
export type LighthouseFigures = { score: number; cls: number; tbtMs: number; lcpMs: number }

/**
 * Lighthouse's command line, installed outside the repo (its install once dropped other platforms'
 * entries from package-lock.json): `npm install --prefix /tmp/lh lighthouse`, then LIGHTHOUSE_DIR=/tmp/lh.
 */
export function lighthouseCli(dir = process.env.LIGHTHOUSE_DIR): string {
  const cli = dir ? path.join(dir, 'node_modules/lighthouse/cli/index.js') : ''
  if (!cli || !existsSync(cli)) {
    throw new Error(
      'Lighthouse is not installed: run `npm install --prefix /tmp/lh lighthouse` and set LIGHTHOUSE_DIR=/tmp/lh',
    )
  }
  return cli
}

type Audit = { numericValue?: number }
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> }

/** One cold run of Lighthouse's mobile preset (its default: a mid-range phone, throttled) on a URL. */
export async function lighthouseRun(cli: string, url: string): Promise<LighthouseFigures> {
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(stdout) as Report
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round(report.categories.performance.score * 100),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
  }
}

/** The median of an odd number of values (the middle one once sorted). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Each figure's median over the runs, taken figure by figure. */
export const medianFigures = (runs: LighthouseFigures[]): LighthouseFigures => ({
  score: median(runs.map((one) => one.score)),
  cls: median(runs.map((one) => one.cls)),
  tbtMs: median(runs.map((one) => one.tbtMs)),
  lcpMs: median(runs.map((one) => one.lcpMs)),
})
