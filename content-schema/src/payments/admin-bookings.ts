import type { z } from 'zod'
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from '../accounts/constants.ts'
import { ZBookingStatus } from '../core/enum-schemas.ts'
import { blankAsUndefined, intWithDefault, optionalText, payload } from '../core/primitives.ts'

/** The console's bookings: offset paging, a search on reference or email, a status filter. */
export const ZAdminBookingListQuery = payload({
  skip: intWithDefault(0, { min: 0, max: 1_000_000 }, 'validation.pageInvalid'),
  limit: intWithDefault(ADMIN_PAGE_SIZE, { min: 1, max: ADMIN_PAGE_SIZE_MAX }, 'validation.pageInvalid'),
  search: optionalText(100),
  status: blankAsUndefined(ZBookingStatus),
})
export type TAdminBookingListQuery = z.infer<typeof ZAdminBookingListQuery>

// The answers (zod/mini), where they were.
export * from './admin-booking-answers.ts'
