import type { PayloadRequest } from 'payload'

type RequestUser = PayloadRequest['user']

/** A member of the team signed in to the cms (collection `admins`), whatever their role. */
export const isStaffUser = (user: RequestUser): boolean => user?.collection === 'admins'

/** An administrator: manages operations data, accounts and reference data. */
export const isAdminUser = (user: RequestUser): boolean =>
  isStaffUser(user) && Boolean((user as { roles?: string[] }).roles?.includes('admin'))

/** A traveller signed in to the site (collection `users`). */
export const isTravellerUser = (user: RequestUser): boolean => user?.collection === 'users'
