import { z } from 'zod'
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from '../accounts/constants.ts'
import { ZBookingStatus, ZBookingType, ZCurrency } from '../core/enum-schemas.ts'
import {
  blankAsUndefined,
  intWithDefault,
  msg,
  optionalText,
  payload,
  ZDocId,
  ZIsoDateTime,
  ZMinorAmount,
  ZOffsetPagination,
} from '../core/primitives.ts'

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

/** A booking as the console's table shows it: what was sold, to whom, its state. No passenger data. */
export const ZAdminBookingListItem = z.object({
  id: ZDocId,
  reference: z.string().nullable(),
  type: ZBookingType,
  status: ZBookingStatus,
  email: z.string(),
  itemName: z.string().nullable(),
  departureDate: ZIsoDateTime.nullable(),
  passengers: z.number().int().nullable(),
  amount: ZMinorAmount,
  currency: ZCurrency,
  createdAt: ZIsoDateTime,
})
export type TAdminBookingListItem = z.infer<typeof ZAdminBookingListItem>

export const ZAdminBookingList = z.object({
  bookings: z.array(ZAdminBookingListItem),
  pagination: ZOffsetPagination,
})
export type TAdminBookingList = z.infer<typeof ZAdminBookingList>

/** One passenger as in the passport (optional parts null when a stay's traveller left them out). */
export const ZAdminPassenger = z.object({
  title: z.string(),
  givenNames: z.string(),
  surname: z.string(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
})
export type TAdminPassenger = z.infer<typeof ZAdminPassenger>

/** The passengers of one booking and its contact, for staff only; empty when none were given. */
export const ZAdminBookingTravellers = z.object({
  bookingId: ZDocId,
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  passengers: z.array(ZAdminPassenger),
})
export type TAdminBookingTravellers = z.infer<typeof ZAdminBookingTravellers>
