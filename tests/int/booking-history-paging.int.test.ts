/**
 * Issue 40, low finding 6: a booking's history showed the newest 200 lines, so 200 notes pushed a
 * refund out of it, and notes had no limit. The history is paged (50 lines, `?before=` the last
 * line shown, `nextBefore` while older lines remain: all of it reachable), and notes are limited
 * (1,000 characters each, 30 per booking an hour; past that a 429 with its message).
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logStaffAction, staffLogDatabase } from '../../cms/src/services/bookings/staffActionLog.ts'
import { runSql } from '../fixtures/bulkRows.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let admin: Awaited<ReturnType<typeof signInStaff>>
const emails: string[] = []

type Page = { entries: { id: number; kind: string; detail: string }[]; nextBefore?: number | null }

const newBooking = () => {
  const email = `history-paging-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return payload.create({ collection: 'bookings', data: { ...samples.bookings(), email, status: 'pending' } })
}

/** A refund line, then `notes` notes after it, written as the console writes them (a second apart). */
async function bookingWithLongHistory(notes: number) {
  const booking = await newBooking()
  const start = Date.now() - (notes + 10) * 1000
  const db = staffLogDatabase(payload)
  await logStaffAction(db, {
    kind: 'refund',
    adminId: Number(admin.id),
    bookingId: booking.id,
    detail: 'Refunded: flight cancelled',
    now: new Date(start),
  })
  await runSql(
    payload,
    sql`INSERT INTO staff_actions (booking_id, admin_id, author_name, kind, detail, created_at, updated_at)
        SELECT ${booking.id}, ${admin.id}, ${admin.name}, 'note'::enum_staff_actions_kind, 'Note ' || n,
               ${new Date(start).toISOString()}::timestamptz + make_interval(secs => n), now()
        FROM generate_series(1, ${notes}) AS n`,
  )
  return booking
}

const page = async (bookingId: number, before?: number) =>
  (
    await callConsole(`/admin/bookings/${bookingId}/history${before ? `?before=${before}` : ''}`, {
      cookie: admin.cookie,
    })
  ).json as Page

const note = (bookingId: number, text: string) =>
  callConsole(`/admin/bookings/${bookingId}/notes`, { method: 'POST', body: { text }, cookie: admin.cookie })

beforeAll(async () => {
  payload = await testPayload()
  admin = await signInStaff(payload, 'admin')
})

afterAll(async () => {
  await payload.delete({ collection: 'staff-actions', where: { authorName: { equals: admin.name } } })
  await deleteBookings(payload, emails)
  await admin.remove()
})

describe("a booking's history", () => {
  it('should reach every line, the refund under 250 notes included, page by page newest first', async () => {
    const booking = await bookingWithLongHistory(250)
    const seen: Page['entries'] = []
    let next: number | null | undefined
    let pages = 0
    do {
      const answer = await page(booking.id, next ?? undefined)
      seen.push(...answer.entries)
      next = answer.nextBefore
      pages += 1
    } while (next && pages < 20)
    expect([
      seen.length,
      new Set(seen.map((entry) => entry.id)).size,
      seen[0]?.detail,
      seen.at(-1)?.kind,
      pages,
    ]).toEqual([251, 251, 'Note 250', 'refund', 6])
  })

  it('should answer a bad cursor with a 400 naming it', async () => {
    const booking = await newBooking()
    const answer = await callConsole(`/admin/bookings/${booking.id}/history?before=abc`, {
      cookie: admin.cookie,
    })
    expect([answer.status, (answer.json.fieldErrors as Record<string, string>)?.before]).toEqual([
      400,
      'validation.invalidId',
    ])
  })
})

describe('notes', () => {
  it('should keep 30 of 31 notes fired together on one booking, refusing one with its message', async () => {
    const booking = await newBooking()
    const answers = await Promise.all(Array.from({ length: 31 }, (_, n) => note(booking.id, `Note ${n}`)))
    const refused = answers.filter((answer) => answer.status === 429)
    const { totalDocs } = await payload.count({
      collection: 'staff-actions',
      where: { booking: { equals: booking.id } },
    })
    expect([refused.length, refused[0]?.json.message, totalDocs]).toEqual([
      1,
      'staffBooking.tooManyNotes',
      30,
    ])
  })

  it('should refuse a note over 1,000 characters', async () => {
    const booking = await newBooking()
    const answer = await note(booking.id, 'x'.repeat(1001))
    expect([answer.status, (answer.json.fieldErrors as Record<string, string>)?.text]).toEqual([
      400,
      'validation.tooLong',
    ])
  })
})
