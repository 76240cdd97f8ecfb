/**
 * One way to the database (issue 33): the cms's code (services, hooks, collections, globals, endpoints)
 * reads and writes its tables through drizzle's builder on payload-generated-schema.ts. A whole
 * statement in SQL stays only where the builder cannot say it, each listed here with why. Migrations
 * are SQL by nature and not read.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = path.dirname(path.dirname(new URL(import.meta.url).pathname))
const NOT_READ = /(^|\/)migrations\/|\.test\.ts$/
const WHOLE_STATEMENT = /\.execute\(|queryRows(?:<[^>]*>)?\(/g

const KEPT: Record<string, number> = {
  // The per-night count: generate_series over the nights, then the fullest night per room type.
  'services/hotels/roomAvailability.ts': 1,
  // The hotel's advisory lock, and the same per-night count in the payment's transaction.
  'services/hotels/stayHold.ts': 2,
  // A lock's wait (set_config) and the lock itself (pg_advisory_xact_lock): functions, not tables.
  'services/lib/advisoryLocks.ts': 2,
  // The guides' slug enum rebuilt (CREATE TYPE, pg_enum): DDL, which the builder does not write.
  'services/lib/guideSlugEnum.ts': 7,
  // NOTIFY (pg_notify), a function call.
  'services/lib/notifyChannel.ts': 1,
  // The one door for the statements above (its declaration and its execute).
  'services/lib/sqlQueries.ts': 2,
}

/** Statements written as SQL per file of cms/src (tests and migrations aside). */
function wholeStatements(): Record<string, number> {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !NOT_READ.test(file),
  )
  return Object.fromEntries(
    files
      .map((file) => [
        file,
        readFileSync(path.join(SOURCE, file), 'utf8').match(WHOLE_STATEMENT)?.length ?? 0,
      ])
      .filter(([, count]) => count !== 0),
  )
}

describe('typed queries', () => {
  it('should leave whole SQL statements only where the builder cannot say them', () => {
    expect(wholeStatements()).toEqual(KEPT)
  })
})
