import { sql } from 'drizzle-orm'
import type { CollectionBeforeDeleteHook } from 'payload'
import { queryRows } from '../../../services/lib/sqlQueries'

/** The address a detached booking keeps: valid for the email field, reaching nobody (RFC 2606). */
export const ERASED_BOOKING_EMAIL = 'erased@nexovia.invalid'

/**
 * Before a traveller's account is deleted: their bookings are business records (reference,
 * amounts, status, payment), so they stay, but no longer point to the person: the link to the
 * account is cleared and the contact address replaced. Runs in the delete's own transaction, so
 * either both happen or neither.
 */
export const detachBookings: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await queryRows(
    req.payload,
    sql`UPDATE bookings SET user_id = NULL, email = ${ERASED_BOOKING_EMAIL}, updated_at = now()
        WHERE user_id = ${Number(id)}`,
    req,
  )
}
