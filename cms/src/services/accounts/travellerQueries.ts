import {
  ADMIN_RECENT_ACTIVITY_DAYS,
  AUTH_TYPES,
  type TAdminUserList,
  type TAdminUserListItem,
  type TAdminUserListQuery,
  type TAdminUserStats,
} from '@nexovia/content-schema'
import { and, count, desc, eq, gte, ilike, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { users } from '../../payload-generated-schema'
import { consoleListPage } from '../lib/consoleListPage'
import { containsPattern, drizzleOf, isoOf } from '../lib/typedDatabase'

/** "First Last", as a search reads a traveller's name. */
const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`

/** One page of travellers, newest first: the search matches the full name or the email in any case. */
export async function listTravellers(payload: Payload, query: TAdminUserListQuery): Promise<TAdminUserList> {
  const pattern = query.search ? containsPattern(query.search) : undefined
  const where = and(
    pattern ? or(ilike(fullName, pattern), ilike(users.email, pattern)) : undefined,
    query.authType ? eq(users.authType, query.authType) : undefined,
  )
  const { rows, pagination } = await consoleListPage(payload, {
    select: (db) =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          country: users.country,
          authType: users.authType,
          createdAt: users.createdAt,
        })
        .from(users)
        .$dynamic(),
    counted: users,
    where,
    orderBy: [desc(users.createdAt), desc(users.id)],
    page: query,
  })
  const answer: TAdminUserList = {
    users: rows.map((row) => ({
      ...row,
      authType: row.authType as TAdminUserListItem['authType'],
      createdAt: isoOf(row.createdAt),
    })),
    pagination,
  }
  return answer
}

/** Total accounts, sign-ups of the last 30 days, accounts per auth type. */
export async function travellerStats(payload: Payload): Promise<TAdminUserStats> {
  const since = new Date(Date.now() - ADMIN_RECENT_ACTIVITY_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const db = drizzleOf(payload)
  const [byType, recent] = await Promise.all([
    db.select({ authType: users.authType, accounts: count() }).from(users).groupBy(users.authType),
    db.$count(users, gte(users.createdAt, since)),
  ])
  const accountsOf = (type: string) => byType.find((group) => group.authType === type)?.accounts ?? 0
  const answer: TAdminUserStats = {
    totalUsers: byType.reduce((total, group) => total + group.accounts, 0),
    recentSignups: { days: ADMIN_RECENT_ACTIVITY_DAYS, count: recent },
    byAuthType: Object.fromEntries(
      AUTH_TYPES.map((type) => [type, accountsOf(type)]),
    ) as TAdminUserStats['byAuthType'],
  }
  return answer
}
