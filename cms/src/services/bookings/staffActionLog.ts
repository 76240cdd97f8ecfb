import type { TBookingHistory, TStaffActionKind } from '@nexovia/content-schema'
import { desc, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { admins, rides, staff_actions } from '../../payload-generated-schema'
import { type Drizzle, drizzleOf, isoOf } from '../lib/typedDatabase'

type Database = Pick<Drizzle, 'select' | 'insert'>

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
export const staffLogDatabase = (payload: Payload): Database => drizzleOf(payload)

/**
 * Appends a line to the audit trail (the staff-actions collection, which nobody may edit or delete).
 * Given the action's transaction, the line is kept only if the action is: a rolled-back refund
 * leaves no "refunded" in the history.
 */
export async function logStaffAction(db: Database, action: StaffAction): Promise<void> {
  const stamp = action.now.toISOString()
  const [admin] = await db.select({ name: admins.name }).from(admins).where(eq(admins.id, action.adminId))
  if (!admin) return
  const rideId = action.rideId ?? null
  const [ride] =
    action.bookingId === undefined && rideId !== null
      ? await db.select({ booking: rides.booking }).from(rides).where(eq(rides.id, rideId))
      : []
  await db.insert(staff_actions).values({
    booking: action.bookingId ?? ride?.booking ?? null,
    ride: rideId,
    admin: action.adminId,
    authorName: admin.name,
    kind: action.kind,
    detail: action.detail,
    createdAt: stamp,
    updatedAt: stamp,
  })
}

/** A booking's history, newest first (its rides' actions included): who did what, when. */
export async function bookingHistory(payload: Payload, bookingId: number): Promise<TBookingHistory> {
  const rows = await drizzleOf(payload)
    .select({
      id: staff_actions.id,
      kind: staff_actions.kind,
      detail: staff_actions.detail,
      author: staff_actions.authorName,
      at: staff_actions.createdAt,
    })
    .from(staff_actions)
    .where(eq(staff_actions.booking, bookingId))
    .orderBy(desc(staff_actions.createdAt), desc(staff_actions.id))
    .limit(200)
  return {
    bookingId,
    entries: rows.map((row) => ({ ...row, detail: row.detail ?? '', at: isoOf(row.at) })),
  }
}
