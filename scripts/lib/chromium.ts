import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Playwright cannot download its own browser here: the tests drive Debian's Chromium, installed
 * from the system's packages when missing (as root), or asked for otherwise.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it (sudo apt-get install -y chromium).`)
  }
  console.log('Installing Chromium from the system packages…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
}
