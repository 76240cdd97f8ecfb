import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'

/** True once `apt-get update` has fetched package lists (a fresh image has none). */
function hasPackageLists(): boolean {
  try {
    return readdirSync('/var/lib/apt/lists').some(
      (name) => name.endsWith('_Packages') || name.includes('_Packages.'),
    )
  } catch {
    return false
  }
}

/**
 * The balancer of `npm run test:lb` is Debian's HAProxy, installed from the system's packages when
 * missing (as root, as scripts/lib/chromium.ts does for Chromium), or asked for otherwise.
 */
export function ensureHaproxy(): void {
  if (existsSync(HAPROXY_PATH)) return
  if (process.getuid?.() !== 0) {
    throw new Error(`HAProxy is missing at ${HAPROXY_PATH}: install it (sudo apt-get install -y haproxy).`)
  }
  console.log('Installing HAProxy from the system packages…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (!hasPackageLists()) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], {
    stdio: 'inherit',
    env,
  })
}
