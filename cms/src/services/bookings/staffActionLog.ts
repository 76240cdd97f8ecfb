import type { TBookingHistory, TStaffActionKind } from '@nexovia/content-schema'
import { HISTORY_PAGE_SIZE } from '@nexovia/content-schema/payments/staff-actions'
import { and, desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
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

/**
 * A page of a booking's history, newest first (its rides' actions included): who did what, when.
 * `before` is the id of the last line of the page shown: the lines older than it follow (by time,
 * then id, the order the page is in), so every line is reachable however many notes come after a
 * refund; `nextBefore` is the next page's `before`, null on the last page.
 */
export async function bookingHistory(
  payload: Payload,
  bookingId: number,
  { before }: { before?: number } = {},
): Promise<TBookingHistory> {
  const olderThanBefore =
    before === undefined
      ? undefined
      : sql`(${staff_actions.createdAt}, ${staff_actions.id}) < (select created_at, id from staff_actions where id = ${before})`
  const rows = await drizzleOf(payload)
    .select({
      id: staff_actions.id,
      kind: staff_actions.kind,
      detail: staff_actions.detail,
      author: staff_actions.authorName,
      at: staff_actions.createdAt,
    })
    .from(staff_actions)
    .where(and(eq(staff_actions.booking, bookingId), olderThanBefore))
    .orderBy(desc(staff_actions.createdAt), desc(staff_actions.id))
    // One more than the page: whether an older page follows.
    .limit(HISTORY_PAGE_SIZE + 1)
  const page = rows.slice(0, HISTORY_PAGE_SIZE)
  return {
    bookingId,
    entries: page.map((row) => ({ ...row, detail: row.detail ?? '', at: isoOf(row.at) })),
    nextBefore: rows.length > HISTORY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  }
}
