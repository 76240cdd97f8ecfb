import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Payload's database adapter as the Postgres adapter it is (Payload types it as the generic one).
 * The one cast of `payload.db` in the cms (services/typedQueries.test.ts keeps it so): it sits in db/,
 * under every other layer, because the unflushed pool beside it needs the adapter's options too.
 */
export const postgresAdapterOf = (payload: Payload): PostgresAdapter =>
  payload.db as unknown as PostgresAdapter
