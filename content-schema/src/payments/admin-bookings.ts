import type { z } from 'zod'
import { consoleListQuery } from '../accounts/index.ts'
import { ZBookingStatus } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import { blankAsUndefined, calendarDay } from '../core/primitives.ts'

const optionalDay = blankAsUndefined(calendarDay())

/**
 * The console's bookings: offset paging, a search on reference, email or a traveller's name (as in
 * the passport, or the ride's customer), a status filter and the days it was booked (UTC, both
 * included); items are named in the console's `locale` (English by default).
 */
export const ZAdminBookingListQuery = consoleListQuery({
  status: blankAsUndefined(ZBookingStatus),
  from: optionalDay,
  to: optionalDay,
  locale: ZLocale.catch('en'),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'validation.dateRangeOrder',
  path: ['to'],
})
export type TAdminBookingListQuery = z.infer<typeof ZAdminBookingListQuery>

// The answers (zod/mini), where they were.
export * from './admin-booking-answers.ts'
