import { z } from 'zod'
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from '../accounts/constants.ts'
import { ZBookingStatus } from '../core/enum-schemas.ts'
import { blankAsUndefined, intWithDefault, msg, optionalText, payload } from '../core/primitives.ts'

const optionalDay = blankAsUndefined(z.iso.date(msg('validation.dateInvalid')))

/**
 * The console's bookings: offset paging, a search on reference, email or a traveller's name (as in
 * the passport, or the ride's customer), a status filter and the days it was booked (UTC, both
 * included).
 */
export const ZAdminBookingListQuery = payload({
  skip: intWithDefault(0, { min: 0, max: 1_000_000 }, 'validation.pageInvalid'),
  limit: intWithDefault(ADMIN_PAGE_SIZE, { min: 1, max: ADMIN_PAGE_SIZE_MAX }, 'validation.pageInvalid'),
  search: optionalText(100),
  status: blankAsUndefined(ZBookingStatus),
  from: optionalDay,
  to: optionalDay,
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'validation.dateRangeOrder',
  path: ['to'],
})
export type TAdminBookingListQuery = z.infer<typeof ZAdminBookingListQuery>

// The answers (zod/mini), where they were.
export * from './admin-booking-answers.ts'
