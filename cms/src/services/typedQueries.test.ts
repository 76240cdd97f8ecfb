/**
 * One way to the database (issue 33): the services of the kinds of booking, payments and accounts read
 * and write their tables through drizzle's builder on payload-generated-schema.ts. A whole statement in
 * SQL stays only where the builder cannot say it, each listed here with why.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SERVICES = path.dirname(new URL(import.meta.url).pathname)
const TYPED = ['taxi', 'flights', 'hotels', 'accounts', 'payments']
/** The console's lists, folded on their own (issue 33's repeated code), keep their SQL for now. */
const CONSOLE = ['taxi/consoleRides.ts']
const WHOLE_STATEMENT = /\.execute\(|queryRows(?:<[^>]*>)?\(/g

const KEPT: Record<string, number> = {
  // The per-night count: generate_series over the nights, then the fullest night per room type.
  'hotels/roomAvailability.ts': 1,
  // The hotel's advisory lock, and the same per-night count in the payment's transaction.
  'hotels/stayHold.ts': 2,
}

/** Statements written as SQL per file of the typed folders (tests and the console aside). */
function wholeStatements(): Record<string, number> {
  const files = TYPED.flatMap((folder) =>
    readdirSync(path.join(SERVICES, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(folder, file),
    ),
  ).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !CONSOLE.includes(file))
  return Object.fromEntries(
    files
      .map((file) => [
        file,
        readFileSync(path.join(SERVICES, file), 'utf8').match(WHOLE_STATEMENT)?.length ?? 0,
      ])
      .filter(([, count]) => count !== 0),
  )
}

describe('typed queries', () => {
  it('should leave whole SQL statements only where the builder cannot say them', () => {
    expect(wholeStatements()).toEqual(KEPT)
  })
})
