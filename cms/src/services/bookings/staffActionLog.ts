import type { TBookingHistory, TStaffActionKind } from '@nexovia/content-schema'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { queryRows, toIso } from '../lib/sqlQueries'

type Database = Pick<PostgresAdapter['drizzle'], 'execute'>

/** One staff action: on a booking, or on a ride (its booking, when it has one, is found here). */
export type StaffAction = {
  kind: TStaffActionKind
  adminId: number
  detail: string
  bookingId?: number
  rideId?: number
  now: Date
}

/** The database to write with when the action has no transaction of its own. */
export const staffLogDatabase = (payload: Payload): Database =>
  (payload.db as unknown as PostgresAdapter).drizzle

/**
 * Appends a line to the audit trail (the staff-actions collection, which nobody may edit or delete).
 * Given the action's transaction, the line is kept only if the action is: a rolled-back refund
 * leaves no "refunded" in the history.
 */
export async function logStaffAction(db: Database, action: StaffAction): Promise<void> {
  const stamp = action.now.toISOString()
  const rideId = action.rideId ?? null
  const bookingId =
    action.bookingId ?? (rideId === null ? null : sql`(SELECT booking_id FROM rides WHERE id = ${rideId})`)
  await db.execute(sql`
    INSERT INTO staff_actions (booking_id, ride_id, admin_id, author_name, kind, detail, created_at, updated_at)
    SELECT ${bookingId}, ${rideId}, id, name, ${action.kind}, ${action.detail}, ${stamp}, ${stamp}
    FROM admins WHERE id = ${action.adminId}`)
}

type EntryRow = {
  id: number
  kind: TStaffActionKind
  detail: string | null
  author: string
  created_at: string
}

/** A booking's history, newest first (its rides' actions included): who did what, when. */
export async function bookingHistory(payload: Payload, bookingId: number): Promise<TBookingHistory> {
  const rows = await queryRows<EntryRow>(
    payload,
    sql`SELECT s.id, s.kind, s.detail, s.author_name AS author, s.created_at
        FROM staff_actions s WHERE s.booking_id = ${bookingId} ORDER BY s.created_at DESC, s.id DESC LIMIT 200`,
  )
  return {
    bookingId,
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      detail: row.detail ?? '',
      author: row.author,
      at: toIso(row.created_at)!,
    })),
  }
}
