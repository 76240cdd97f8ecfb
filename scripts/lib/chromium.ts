import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Debian's full Chromium: Lighthouse and the benches, which measure what a visitor's browser does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The end-to-end tests' browser: Chromium's headless shell (the same engine and version, without the
 * full browser's UI and compositor work). The e2e level is bound by the 2 cores, 70 % of it the browser;
 * the full Chromium took 1.9 min for 104 journeys that the shell runs in 1.1 (issue 43).
 */
export const E2E_BROWSER_PATH = process.env.E2E_BROWSER_PATH ?? '/usr/bin/chromium-headless-shell'

/** Each browser and the Debian package that brings it. */
const PACKAGES: Record<string, string> = {
  [CHROMIUM_PATH]: 'chromium',
  [E2E_BROWSER_PATH]: 'chromium-headless-shell',
}

/**
 * Playwright cannot download its own browser here: the tests drive Debian's Chromium (`paths`: by default
 * both), installed from the system's packages when missing (as root), or asked for otherwise.
 */
export function ensureChromium(paths: string[] = [CHROMIUM_PATH, E2E_BROWSER_PATH]): void {
  const missing = paths.filter((path) => !existsSync(path))
  if (!missing.length) return
  const packages = missing.map((path) => PACKAGES[path] ?? 'chromium')
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${missing.join(', ')}: install it (sudo apt-get install -y ${packages.join(' ')}).`,
    )
  }
  console.log(`Installing ${packages.join(', ')} from the system packages…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
}
