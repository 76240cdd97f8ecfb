/**
 * One way to the database per need (issues 33 and 43): the Local API for collections' documents,
 * drizzle's builder on payload-generated-schema.ts for queries (services/lib/typedDatabase.ts), and
 * a whole statement in SQL only where the builder cannot say it, each listed here with why. The raw
 * client (`pool.query`, `client.query`) stays in db/ and services/lib; nothing looks a table up by
 * name (`tables[...]`), exports a piece of SQL for another file to splice, or casts `payload.db`
 * outside db/postgresAdapter.ts. Migrations are SQL by nature and not read.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = path.dirname(path.dirname(new URL(import.meta.url).pathname))
const NOT_READ = /(^|\/)migrations\/|\.test\.ts$/
const WHOLE_STATEMENT = /\.execute\(|(?:queryRows|unflushedStatement)(?:<[^>]*>)?\(|\.query(?:<[^>]*>)?\(/g
const RAW_CLIENT = /\.query(?:<[^>]*>)?\(/
const RAW_CLIENT_HOMES = /^(db|services\/lib)\//
const ADAPTER_CAST = /\.db as unknown as/g
const TABLE_BY_NAME = /\.tables\[/
const EXPORTED_SQL =
  /export const \w+(?::[^=]+)?\s*=\s*(?:sql`|`[^`]*\b(?:select|insert into|update \w+ set|delete from|with \w+ as \()\b)/i

const KEPT: Record<string, number> = {
  // The unflushed pool's door: the named statement it runs, and its declaration.
  'db/unflushedCommitPool.ts': 2,
  // The per-night count: generate_series over the nights, then the fullest night per room type.
  'services/hotels/roomAvailability.ts': 1,
  // The hotel's advisory lock, and the same per-night count in the payment's transaction.
  'services/hotels/stayHold.ts': 2,
  // A lock's wait (set_config) and the lock itself (pg_advisory_xact_lock): functions, not tables;
  // the scheduled jobs' session lock on a client of its own (pg_try_advisory_lock, then unlock).
  'services/lib/advisoryLocks.ts': 3,
  // The guides' slug enum rebuilt (CREATE TYPE, pg_enum): DDL, which the builder does not write.
  'services/lib/guideSlugEnum.ts': 7,
  // NOTIFY (pg_notify), a function call.
  'services/lib/notifyChannel.ts': 1,
  // The one door for the statements above (its declaration and its execute).
  'services/lib/sqlQueries.ts': 2,
  // The taxi quote's insert, counted in the same statement (the hot path: tests/bench/taxi.ts).
  'services/taxi/quoteStore.ts': 2,
}

/** What one file does beside the builder: its whole statements, and what it must never do. */
export function databaseUses(file: string, text: string): { statements: number; refused: string[] } {
  const refused = [
    RAW_CLIENT.test(text) &&
      !RAW_CLIENT_HOMES.test(file) &&
      'a raw client query outside db/ and services/lib',
    TABLE_BY_NAME.test(text) &&
      'a table looked up by name (tables[...]): import it from payload-generated-schema',
    EXPORTED_SQL.test(text) && 'an exported piece of SQL: keep it in its file and export a function',
    (text.match(ADAPTER_CAST)?.length ?? 0) > 0 &&
      file !== 'db/postgresAdapter.ts' &&
      'a cast of payload.db: use postgresAdapterOf or typedDatabase',
  ].filter((problem): problem is string => typeof problem === 'string')
  return { statements: text.match(WHOLE_STATEMENT)?.length ?? 0, refused }
}

function sourceFiles(): [string, string][] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !NOT_READ.test(file))
    .map((file) => [file, readFileSync(path.join(SOURCE, file), 'utf8')])
}

describe('typed queries', () => {
  const uses = sourceFiles().map(([file, text]) => [file, databaseUses(file, text)] as const)

  it('should leave whole SQL statements only where the builder cannot say them', () => {
    const statements = uses
      .filter(([, use]) => use.statements > 0)
      .map(([file, use]) => [file, use.statements])
    expect(Object.fromEntries(statements)).toEqual(KEPT)
  })

  it('should reach the database by none of the refused ways', () => {
    expect(uses.flatMap(([file, use]) => use.refused.map((problem) => `${file}: ${problem}`))).toEqual([])
  })

  it.each([
    ['services/taxi/x.ts', 'await pool.query({ text: "insert into t values ($1)" })', 'a raw client query'],
    ['services/x.ts', 'const { rows } = await client.query<{ n: number }>("select 1")', 'a raw client query'],
    [
      'http/x.ts',
      'export const COUNT = `counted as (insert into t (k) values ($1) returning k)`',
      'exported piece',
    ],
    ['services/x.ts', 'export const WHERE_OPEN = sql`status = \'open\'`', 'exported piece'],
    ['services/flights/x.ts', 'const t = adapter.tables[slug.replaceAll("-", "_")]!', 'by name'],
    [
      'services/x.ts',
      'const db = (payload.db as unknown as PostgresAdapter).drizzle',
      'a cast of payload.db',
    ],
  ])('should name %s when it plants %s', (file, text, problem) => {
    expect(databaseUses(file, text).refused.join('; ')).toContain(problem)
  })

  it('should let the raw client, the one cast and a plain exported text through where they belong', () => {
    expect(databaseUses('services/lib/x.ts', 'await client.query("select 1")').refused).toEqual([])
    expect(databaseUses('db/postgresAdapter.ts', 'payload.db as unknown as PostgresAdapter').refused).toEqual(
      [],
    )
    expect(databaseUses('services/x.ts', 'export const COOKIE = `nexovia-token`').refused).toEqual([])
  })
})
