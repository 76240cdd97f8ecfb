import { type SQL, sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { drizzleIn } from './typedDatabase'

/**
 * The console's lists, counts and exports are read with plain SQL: offset paging, a search over
 * "first last" names and grouped counts are one query each, where the Local API would need a
 * page number, word-by-word matching and one count per option. The endpoints that run them
 * have already required the admin role (their contracts' access 'admin', endpoints/contract/contractAccess.ts); every write still goes through
 * the Local API or a single guarded UPDATE.
 */
export async function queryRows<Row>(payload: Payload, query: SQL, req?: PayloadRequest): Promise<Row[]> {
  const result = await drizzleIn(payload, req).execute(query)
  return (result as unknown as { rows: Row[] }).rows
}

/** An ILIKE pattern matching the text anywhere, with its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** `WHERE a AND b …`, or nothing when there is no condition. */
export const whereAll = (conditions: (SQL | '' | undefined)[]): SQL => {
  const present = conditions.filter((condition): condition is SQL => typeof condition === 'object')
  return present.length ? sql`WHERE ${sql.join(present, sql` AND `)}` : sql``
}

/** The pagination block of every console list. */
export const offsetPagination = (total: number, skip: number, limit: number) => ({
  total,
  skip,
  limit,
  hasMore: skip + limit < total,
})

/** A count as Postgres returns it (bigint as text) turned into a number. */
export const toCount = (value: unknown) => Number(value ?? 0)

/** A timestamp column as an ISO string (or null). */
export const toIso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)
