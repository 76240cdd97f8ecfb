import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { drizzleIn } from './typedDatabase'

/**
 * NOTIFY `channel` with `message`, in the request's own transaction when it has one: PostgreSQL then
 * delivers it only once the change is committed. SQL because NOTIFY is a function call the query
 * builder cannot say (pg_notify, so that the channel is a parameter).
 */
export async function notifyChannel(req: PayloadRequest, channel: string, message: string): Promise<void> {
  await drizzleIn(req.payload, req).execute(sql`SELECT pg_notify(${channel}, ${message})`)
}
