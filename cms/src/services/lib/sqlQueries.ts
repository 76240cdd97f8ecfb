import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { drizzleIn } from './typedDatabase'

/**
 * The rows of a whole statement written in SQL, for the few the query builder cannot say (each says
 * why: advisory locks, NOTIFY, the guides' enum DDL, generate_series over a stay's nights). Everything
 * else reads and writes through typedDatabase's builder on payload-generated-schema.ts.
 */
export async function queryRows<Row>(payload: Payload, query: SQL, req?: PayloadRequest): Promise<Row[]> {
  const result = await drizzleIn(payload, req).execute(query)
  return (result as unknown as { rows: Row[] }).rows
}
