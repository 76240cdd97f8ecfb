import { defineConfig } from '@playwright/test'
import { CHROMIUM_PATH, E2E_BROWSER_PATH } from '../../scripts/lib/chromium.ts'

// The journeys through a configured provider need a stack of their own (scripts/e2e.ts): Flutterwave's
// (E2E_FLUTTERWAVE=1) runs providers/, Duffel's (E2E_DUFFEL=1) duffel/.
const ownStack = process.env.E2E_FLUTTERWAVE ? 'providers' : process.env.E2E_DUFFEL ? 'duffel' : undefined

/** Issue 41: the look test's states with the browser's clock elsewhere than the server's (UTC). */
const ZONES_SPEC = 'look/zones.e2e.ts'
/**
 * Issue 44: the built site registers a service worker. Journeys reload pages and expect fresh answers, so
 * every project blocks it but the pocket's, whose specs are about the worker and what it keeps.
 */
// A pattern on the folder under e2e/ (a glob would also match a checkout whose own folder is named pocket).
const POCKET_SPECS = /[\\/]e2e[\\/]pocket[\\/][^\\/]+\.e2e\.ts$/
/**
 * The deployment spec rewrites the served sw.js, which every browser of the run then fetches as an update
 * on its next navigation: it runs once the other pocket journeys are over, never beside them.
 */
const DEPLOYMENT_SPEC = 'pocket/worker-update.e2e.ts'
/**
 * The journeys run in Chromium's headless shell (scripts/lib/chromium.ts: half the CPU of the full
 * browser, issue 43). What only the full browser does runs in it: a push service and notifications (the
 * pocket's specs), and lazy images loaded as a visitor's browser does (the home page's hero pictures).
 */
const FULL_BROWSER_SPECS = ['home/home-sections.e2e.ts']
/**
 * The journeys run as a visitor who asks for less motion: the site then stops its slider, spinners and
 * skeleton pulses, whose frames were ≈ 10 % of a journey's CPU (issue 43: 137 flight and payment journeys
 * 293–304 → 272 CPU-s). What looks at motion or measures the layout shift of a page as it loads keeps it:
 * the home page, the look specs, the results page's first bytes, the hero's script under the CSP.
 */
const FULL_MOTION_SPECS = [
  'home/**/*.e2e.ts',
  'look/**/*.e2e.ts',
  'flights/results-heading-first-bytes.e2e.ts',
  // Runs the hero slider's own script, which a visitor asking for less motion never starts.
  'server/content-security-policy.e2e.ts',
]
// Chromium's own network calls would fail on a machine without internet: switched off.
const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const inShell = { launchOptions: { executablePath: E2E_BROWSER_PATH, args: BROWSER_ARGS } }
const inFullBrowser = { launchOptions: { executablePath: CHROMIUM_PATH, args: BROWSER_ARGS } }
const withWorker = { ...inFullBrowser, serviceWorkers: 'allow' } as const
const withoutWorker = { ...inShell, serviceWorkers: 'block' } as const
const lessMotion = { ...withoutWorker, reducedMotion: 'reduce' } as const
const inZone = (name: string, timezoneId: string) => ({
  name,
  testMatch: ZONES_SPEC,
  use: { ...withoutWorker, timezoneId },
})
const projects = ownStack
  ? [{ name: ownStack, use: lessMotion }]
  : [
      {
        name: 'server-zone',
        testIgnore: [
          'providers/**',
          'duffel/**',
          ZONES_SPEC,
          POCKET_SPECS,
          ...FULL_BROWSER_SPECS,
          ...FULL_MOTION_SPECS,
        ],
        use: lessMotion,
      },
      {
        name: 'full-motion',
        testMatch: FULL_MOTION_SPECS,
        testIgnore: [ZONES_SPEC, ...FULL_BROWSER_SPECS],
        use: withoutWorker,
      },
      {
        name: 'full-browser',
        testMatch: FULL_BROWSER_SPECS,
        use: { ...inFullBrowser, serviceWorkers: 'block' } as const,
      },
      inZone('look-new-york', 'America/New_York'),
      inZone('look-lagos', 'Africa/Lagos'),
      { name: 'pocket', testMatch: POCKET_SPECS, testIgnore: DEPLOYMENT_SPEC, use: withWorker },
      { name: 'pocket-deployment', testMatch: DEPLOYMENT_SPEC, dependencies: ['pocket'], use: withWorker },
    ]

/** Started by scripts/e2e.ts, which runs the built cms and site and passes their addresses. */
export default defineConfig({
  testDir: '.',
  testMatch: ownStack ? `${ownStack}/**/*.e2e.ts` : '**/*.e2e.ts',
  testIgnore: ownStack ? [] : ['providers/**', 'duffel/**'],
  projects,
  // Each stack's run its own folder: the provider stacks run beside the main one (scripts/lib/testPlan.ts),
  // and Playwright empties its output folder as it starts.
  outputDir: `../../test-results/${ownStack ?? 'e2e'}`,
  // E2E_WORKERS: npm test's main level runs 3 (its journeys wait on their pages a third of the time).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // Beside the list, each test's time (scripts/slowestTests.ts reads it): kept out of test-results/,
  // which the next Playwright run empties.
  reporter: [
    ['list'],
    ['json', { outputFile: `../../.data/test-times/e2e${ownStack ? `-${ownStack}` : ''}.json` }],
  ],
  timeout: 30_000,
  use: {
    baseURL: process.env.E2E_SITE_URL,
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for every
    // test, even kept only on failure, cost a quarter of the level's CPU (issue 43: 166 journeys 2.3 →
    // 1.7 min, 272 → 195 CPU-s; DOM snapshots without the screencast still 240). For a trace of a local
    // run: `node scripts/e2e.ts <spec> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
})
