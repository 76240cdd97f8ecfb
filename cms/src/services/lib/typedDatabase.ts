import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { eq, type SQLWrapper, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { postgresAdapterOf } from '../../db/postgresAdapter'

/** Drizzle's database on Payload's pool: typed queries on the tables of payload-generated-schema.ts. */
export type Drizzle = PostgresAdapter['drizzle']

/** The pool's drizzle instance (outside any request's transaction). */
export const drizzleOf = (payload: Payload): Drizzle => postgresAdapterOf(payload).drizzle

/** The request's open transaction when there is one (hooks run inside Payload's), else the pool. */
export function drizzleIn(payload: Payload, req?: PayloadRequest): Drizzle {
  const adapter = postgresAdapterOf(payload)
  const id = req?.transactionID
  const session = typeof id === 'string' || typeof id === 'number' ? adapter.sessions?.[id] : undefined
  return (session?.db ?? adapter.drizzle) as Drizzle
}

/** A timestamp column as an ISO string (drizzle reads them as PostgreSQL's text, "2026-11-27 10:00:00+00"). */
export const isoOf = (value: string): string => new Date(value).toISOString()

/** The same for a column that may be empty. */
export const isoOrNull = (value: string | null): string | null => (value ? isoOf(value) : null)

/** An ILIKE pattern matching the text anywhere, with its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** A text column equal to `lowercased` in any case (PostgreSQL's lower(); the builder has none). */
export const lowerEquals = (column: SQLWrapper, lowercased: string) => eq(sql`lower(${column})`, lowercased)

/** The database server's clock (now()), for stamps the database has always set itself. */
export const databaseNow = () => sql`now()`
