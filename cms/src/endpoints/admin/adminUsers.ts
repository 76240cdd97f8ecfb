import {
  ADMIN_RECENT_ACTIVITY_DAYS,
  AUTH_TYPES,
  COLLECTION_SLUGS,
  type TAdminUserList,
  type TAdminUserListItem,
  type TAdminUserStats,
  ZAdminUserListQuery,
} from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Endpoint } from 'payload'
import {
  containsPattern,
  offsetPagination,
  queryRows,
  toCount,
  toIso,
  whereAll,
} from '../../services/lib/sqlQueries'
import { adminEndpoint, notFound, privateJson, routeId } from './adminEndpoint'
import { readQuery } from './readQuery'

type UserRow = {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string | null
  country: string | null
  auth_type: TAdminUserListItem['authType']
  created_at: string
}

/** GET /api/admin/users?skip&limit&search&authType: newest first, 50 a page. */
const listUsers = adminEndpoint({
  path: '/admin/users',
  method: 'get',
  handler: async (req) => {
    const { data: query, error } = readQuery(req, ZAdminUserListQuery)
    if (error) return error
    const pattern = query.search ? containsPattern(query.search) : undefined
    const where = whereAll([
      pattern &&
        sql`(first_name::text || ' ' || last_name::text ILIKE ${pattern} OR email::text ILIKE ${pattern})`,
      query.authType && sql`auth_type = ${query.authType}`,
    ])
    const [rows, [counted]] = await Promise.all([
      queryRows<UserRow>(
        req.payload,
        sql`SELECT id, first_name, last_name, email, phone, country, auth_type, created_at
            FROM users ${where} ORDER BY created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${query.skip}`,
      ),
      queryRows<{ total: string }>(req.payload, sql`SELECT count(*) AS total FROM users ${where}`),
    ])
    const answer: TAdminUserList = {
      users: rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        country: row.country,
        authType: row.auth_type,
        createdAt: toIso(row.created_at)!,
      })),
      pagination: offsetPagination(toCount(counted?.total), query.skip, query.limit),
    }
    return privateJson(answer)
  },
})

/** GET /api/admin/users/stats: total accounts, sign-ups of the last 30 days, accounts per auth type. */
const userStats = adminEndpoint({
  path: '/admin/users/stats',
  method: 'get',
  handler: async (req) => {
    const since = new Date(Date.now() - ADMIN_RECENT_ACTIVITY_DAYS * 24 * 60 * 60 * 1000).toISOString()
    const [totals] = await queryRows<Record<string, string>>(
      req.payload,
      sql`SELECT count(*) AS total,
                 count(*) FILTER (WHERE created_at >= ${since}) AS recent,
                 ${sql.join(
                   AUTH_TYPES.map(
                     (type) => sql`count(*) FILTER (WHERE auth_type = ${type}) AS ${sql.identifier(type)}`,
                   ),
                   sql`, `,
                 )}
          FROM users`,
    )
    const answer: TAdminUserStats = {
      totalUsers: toCount(totals?.total),
      recentSignups: { days: ADMIN_RECENT_ACTIVITY_DAYS, count: toCount(totals?.recent) },
      byAuthType: Object.fromEntries(
        AUTH_TYPES.map((type) => [type, toCount(totals?.[type])]),
      ) as TAdminUserStats['byAuthType'],
    }
    return privateJson(answer)
  },
})

/**
 * DELETE /api/admin/users/:id: removes the traveller's account and sessions, as the administrator
 * (Local API, access rules applied). Their bookings stay as business records, detached from the
 * person (the users collection's detachBookings hook, in the same transaction).
 */
const deleteUser = adminEndpoint({
  path: '/admin/users/:id',
  method: 'delete',
  handler: async (req, admin) => {
    const id = routeId(req)
    if (!id) return notFound()
    const { docs } = await req.payload.delete({
      collection: COLLECTION_SLUGS.users,
      where: { id: { equals: id } },
      overrideAccess: false,
      user: admin,
      req,
    })
    if (docs.length === 0) return notFound()
    return privateJson({ id })
  },
})

export const adminUserEndpoints: Endpoint[] = [listUsers, userStats, deleteUser]
