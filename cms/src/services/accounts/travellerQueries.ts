import {
  ADMIN_RECENT_ACTIVITY_DAYS,
  AUTH_TYPES,
  type TAdminUserList,
  type TAdminUserListItem,
  type TAdminUserListQuery,
  type TAdminUserStats,
} from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { containsPattern, offsetPagination, queryRows, toCount, toIso, whereAll } from '../lib/sqlQueries'

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

/** One page of travellers, newest first: the search matches the full name or the email in any case. */
export async function listTravellers(payload: Payload, query: TAdminUserListQuery): Promise<TAdminUserList> {
  const pattern = query.search ? containsPattern(query.search) : undefined
  const where = whereAll([
    pattern &&
      sql`(first_name::text || ' ' || last_name::text ILIKE ${pattern} OR email::text ILIKE ${pattern})`,
    query.authType && sql`auth_type = ${query.authType}`,
  ])
  const [rows, [counted]] = await Promise.all([
    queryRows<UserRow>(
      payload,
      sql`SELECT id, first_name, last_name, email, phone, country, auth_type, created_at
          FROM users ${where} ORDER BY created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${query.skip}`,
    ),
    queryRows<{ total: string }>(payload, sql`SELECT count(*) AS total FROM users ${where}`),
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
  return answer
}

/** Total accounts, sign-ups of the last 30 days, accounts per auth type. */
export async function travellerStats(payload: Payload): Promise<TAdminUserStats> {
  const since = new Date(Date.now() - ADMIN_RECENT_ACTIVITY_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const [totals] = await queryRows<Record<string, string>>(
    payload,
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
  return answer
}
