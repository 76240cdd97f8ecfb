import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { queryRows } from '../../lib/sqlQueries'

/**
 * The paid booking with this reference AND this address (any case), else null: a wrong reference and
 * a wrong address look the same to the caller. Unpaid checkouts have no reference and are never found.
 */
export async function findBookingByReference(
  payload: Payload,
  reference: string,
  email: string,
): Promise<Booking | null> {
  const [row] = await queryRows<{ id: number }>(
    payload,
    sql`SELECT id FROM bookings WHERE reference = ${reference} AND lower(email) = ${email.toLowerCase()} LIMIT 1`,
  )
  if (!row) return null
  return payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: row.id, depth: 0 })
}
