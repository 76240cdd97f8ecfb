import { type AnyColumn, count, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import type { PgColumn, PgSelect, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { type Drizzle, drizzleOf } from './typedDatabase'

/** A column as text, the expression the console's trigram indexes are built on (`column::text`). */
export const asText = (column: AnyColumn | SQL) => sql<string>`${column}::text`

/** The pagination block of every console list. */
const offsetPagination = (total: number, skip: number, limit: number) => ({
  total,
  skip,
  limit,
  hasMore: skip + limit < total,
})

type ListPage<Select extends PgSelect> = {
  /** The list's columns and joins (`db.select(…).from(…).$dynamic()`), before its filter and page. */
  select: (db: Drizzle) => Select
  /** The table the filter reads, counted without the joins. */
  counted: PgTable
  /** The list's filter (search and the page's own filters); undefined keeps every row. */
  where: SQL | undefined
  /** The list's order, ending on a unique column so that pages never overlap. */
  orderBy: (PgColumn | SQL)[]
  page: { skip: number; limit: number }
}

/**
 * One page of a console list and the pagination over every row its filter keeps: the rows and the
 * count are read at once, on the same filter, so every list pages alike.
 */
export async function consoleListPage<Select extends PgSelect>(
  payload: Payload,
  { select, counted, where, orderBy, page }: ListPage<Select>,
) {
  const db = drizzleOf(payload)
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.skip),
    db.select({ count: count() }).from(counted).where(where),
  ])
  return {
    rows: rows as Awaited<Select>,
    pagination: offsetPagination(total?.count ?? 0, page.skip, page.limit),
  }
}
