import { defineConfig } from '@playwright/test'
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.ts'

// The journeys through a configured provider need a stack of their own (scripts/e2e.ts): Flutterwave's
// (E2E_FLUTTERWAVE=1) runs providers/, Duffel's (E2E_DUFFEL=1) duffel/.
const ownStack = process.env.E2E_FLUTTERWAVE ? 'providers' : process.env.E2E_DUFFEL ? 'duffel' : undefined

/** Issue 41: the look test's states with the browser's clock elsewhere than the server's (UTC). */
const ZONES_SPEC = 'look/zones.e2e.ts'
const inZone = (name: string, timezoneId: string) => ({ name, testMatch: ZONES_SPEC, use: { timezoneId } })
const projects = ownStack
  ? undefined
  : [
      { name: 'server-zone', testIgnore: ['providers/**', 'duffel/**', ZONES_SPEC] },
      inZone('look-new-york', 'America/New_York'),
      inZone('look-lagos', 'Africa/Lagos'),
    ]

/** Started by scripts/e2e.ts, which runs the built cms and site and passes their addresses. */
export default defineConfig({
  testDir: '.',
  testMatch: ownStack ? `${ownStack}/**/*.e2e.ts` : '**/*.e2e.ts',
  testIgnore: ownStack ? [] : ['providers/**', 'duffel/**'],
  projects,
  outputDir: '../../test-results',
  workers: 2,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Chromium's own network calls would fail on a machine without internet: switched off.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
