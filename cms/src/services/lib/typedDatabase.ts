import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Drizzle's database on Payload's pool: typed queries on the tables of payload-generated-schema.ts. */
export type Drizzle = PostgresAdapter['drizzle']

/** The pool's drizzle instance (outside any request's transaction). */
export const drizzleOf = (payload: Payload): Drizzle => (payload.db as unknown as PostgresAdapter).drizzle

/** A timestamp column as an ISO string (drizzle reads them as PostgreSQL's text, "2026-11-27 10:00:00+00"). */
export const isoOf = (value: string): string => new Date(value).toISOString()
