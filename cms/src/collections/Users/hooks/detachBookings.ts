import { eq } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeDeleteHook } from 'payload'
import { bookings } from '../../../payload-generated-schema'
import { databaseNow, drizzleIn } from '../../../services/lib/typedDatabase'

/** The address a detached booking keeps: valid for the email field, reaching nobody (RFC 2606). */
export const ERASED_BOOKING_EMAIL = 'erased@nexovia.invalid'

/**
 * Before a traveller's account is deleted: their bookings are business records (reference,
 * amounts, status, payment), so they stay, but no longer point to the person: the link to the
 * account is cleared and the contact address replaced. Runs in the delete's own transaction, so
 * either both happen or neither.
 */
export const detachBookings: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await drizzleIn(req.payload, req)
    .update(bookings)
    .set({ user: null, email: ERASED_BOOKING_EMAIL, updatedAt: databaseNow() })
    .where(eq(bookings.user, Number(id)))
}
