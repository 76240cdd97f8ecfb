import type { TConciergeAdminRequest } from '@nexovia/content-schema'
import { type SQL, sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'
import { queryRows, toIso } from '../lib/sqlQueries'

type StaffColumns = { id: number | null; username: string | null; name: string | null }

type RequestRow = {
  id: number
  name: string
  email: string
  phone: string
  trip_details: string
  status: TConciergeAdminRequest['status']
  locale: TConciergeAdminRequest['locale']
  created_at: string
  updated_at: string
  contacted_at: string | null
  completed_at: string | null
  contacted_by: StaffColumns | null
  completed_by: StaffColumns | null
}

/** Requests with the staff members who moved them on, newest first. */
export async function selectConciergeRequests(
  req: PayloadRequest,
  { where, limit, offset = 0 }: { where: SQL; limit: number; offset?: number },
): Promise<TConciergeAdminRequest[]> {
  const rows = await queryRows<RequestRow>(
    req.payload,
    sql`SELECT r.id, r.name, r.email, r.phone, r.trip_details, r.status, r.locale, r.created_at,
               r.updated_at, r.contacted_at, r.completed_at,
               CASE WHEN contacted.id IS NULL THEN NULL ELSE json_build_object(
                 'id', contacted.id, 'username', contacted.username, 'name', contacted.name) END AS contacted_by,
               CASE WHEN completed.id IS NULL THEN NULL ELSE json_build_object(
                 'id', completed.id, 'username', completed.username, 'name', completed.name) END AS completed_by
        FROM concierge_requests r
        LEFT JOIN admins contacted ON contacted.id = r.contacted_by_id
        LEFT JOIN admins completed ON completed.id = r.completed_by_id
        ${where}
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map(toConciergeRequest)
}

function toConciergeRequest(row: RequestRow): TConciergeAdminRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    tripDetails: row.trip_details,
    status: row.status,
    locale: row.locale,
    createdAt: toIso(row.created_at)!,
    updatedAt: toIso(row.updated_at)!,
    contactedAt: toIso(row.contacted_at),
    contactedBy: toStaff(row.contacted_by),
    completedAt: toIso(row.completed_at),
    completedBy: toStaff(row.completed_by),
  }
}

const toStaff = (staff: StaffColumns | null) =>
  staff?.id ? { id: staff.id, username: staff.username ?? '', name: staff.name ?? '' } : null
