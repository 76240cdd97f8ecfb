import type { TConciergeAdminRequest } from '@nexovia/content-schema'
import { eq } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PayloadRequest } from 'payload'
import { admins, concierge_requests } from '../../payload-generated-schema'
import { drizzleOf, isoOf, isoOrNull } from '../lib/typedDatabase'

type Drizzle = ReturnType<typeof drizzleOf>

// The staff members who moved a request on: the admins table joined twice.
const contacted = alias(admins, 'contacted')
const completed = alias(admins, 'completed')

const staffOf = (staff: typeof contacted | typeof completed) => ({
  id: staff.id,
  username: staff.username,
  name: staff.name,
})

/** Requests with the staff members who moved them on, before a filter and a page. */
export const conciergeRequestRows = (db: Drizzle) =>
  db
    .select({
      id: concierge_requests.id,
      name: concierge_requests.name,
      email: concierge_requests.email,
      phone: concierge_requests.phone,
      tripDetails: concierge_requests.tripDetails,
      status: concierge_requests.status,
      locale: concierge_requests.locale,
      createdAt: concierge_requests.createdAt,
      updatedAt: concierge_requests.updatedAt,
      contactedAt: concierge_requests.contactedAt,
      completedAt: concierge_requests.completedAt,
      contactedBy: staffOf(contacted),
      completedBy: staffOf(completed),
    })
    .from(concierge_requests)
    .leftJoin(contacted, eq(contacted.id, concierge_requests.contactedBy))
    .leftJoin(completed, eq(completed.id, concierge_requests.completedBy))
    .$dynamic()

type RequestRow = Awaited<ReturnType<typeof conciergeRequestRows>>[number]

/** A request as the console shows it. */
export const toConciergeRequest = (row: RequestRow): TConciergeAdminRequest => ({
  ...row,
  createdAt: isoOf(row.createdAt),
  updatedAt: isoOf(row.updatedAt),
  contactedAt: isoOrNull(row.contactedAt),
  contactedBy: toStaff(row.contactedBy),
  completedAt: isoOrNull(row.completedAt),
  completedBy: toStaff(row.completedBy),
})

type StaffColumns = { id: number | null; username: string | null; name: string | null } | null

const toStaff = (staff: StaffColumns) =>
  staff?.id ? { id: staff.id, username: staff.username ?? '', name: staff.name ?? '' } : null

/** One request with who moved it on and when, or undefined. */
export async function conciergeRequestById(
  req: PayloadRequest,
  id: number,
): Promise<TConciergeAdminRequest | undefined> {
  const [row] = await conciergeRequestRows(drizzleOf(req.payload))
    .where(eq(concierge_requests.id, id))
    .limit(1)
  return row && toConciergeRequest(row)
}
