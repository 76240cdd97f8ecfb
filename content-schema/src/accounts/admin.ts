import { z } from 'zod'
import { AUTH_TYPES, type TAuthType, ZAdminRole, ZAuthType } from '../core/enum-schemas.ts'
import {
  blankAsUndefined,
  documentBase,
  ZDocId,
  ZIsoDateTime,
  ZOffsetPagination,
} from '../core/primitives.ts'
import { consoleListQuery } from './console-list-query.ts'

/** A staff account (username login). */
export const ZAdmin = z.object({
  ...documentBase,
  username: z.string(),
  email: z.string().nullish(),
  name: z.string(),
  roles: z.array(ZAdminRole),
})
export type TAdmin = z.infer<typeof ZAdmin>

/** The admin user list: offset paging, a free-text search and an auth-type filter. */
export const ZAdminUserListQuery = consoleListQuery({ authType: blankAsUndefined(ZAuthType) })
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>

/** A traveller as the console's user table shows it: no auth secrets, no savings balance. */
export const ZAdminUserListItem = z.object({
  id: ZDocId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  authType: ZAuthType.nullable(),
  createdAt: ZIsoDateTime,
})
export type TAdminUserListItem = z.infer<typeof ZAdminUserListItem>

export const ZAdminUserList = z.object({ users: z.array(ZAdminUserListItem), pagination: ZOffsetPagination })
export type TAdminUserList = z.infer<typeof ZAdminUserList>

/** The console's user stats cards: total, sign-ups of the recent window, accounts per auth type. */
export const ZAdminUserStats = z.object({
  totalUsers: z.number().int(),
  recentSignups: z.object({ days: z.number().int(), count: z.number().int() }),
  byAuthType: z.object(
    Object.fromEntries(AUTH_TYPES.map((type) => [type, z.number().int()])) as Record<TAuthType, z.ZodNumber>,
  ),
})
export type TAdminUserStats = z.infer<typeof ZAdminUserStats>
