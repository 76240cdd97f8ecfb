import { z } from 'zod'
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from '../constants/accounts.ts'
import { ZAdminRole, ZAuthType } from '../enums.ts'
import { blankAsUndefined, documentBase, intWithDefault, optionalText, payload } from '../primitives.ts'

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
export const ZAdminUserListQuery = payload({
  skip: intWithDefault(0, { min: 0, max: 1_000_000 }, 'validation.pageInvalid'),
  limit: intWithDefault(ADMIN_PAGE_SIZE, { min: 1, max: ADMIN_PAGE_SIZE_MAX }, 'validation.pageInvalid'),
  search: optionalText(100),
  authType: blankAsUndefined(ZAuthType),
})
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>
