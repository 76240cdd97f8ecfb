import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  CURRENCIES,
  STAFF_ACTION_KINDS,
} from '@nexovia/content-schema/core/enums'
import type {
  TAdminBookingList,
  TAdminBookingTravellers,
} from '@nexovia/content-schema/payments/admin-bookings'
import type { TBookingHistory, TStaffCancelOutcome } from '@nexovia/content-schema/payments/staff-actions'
import {
  isCount,
  isDateTime,
  isDocId,
  isNullableString,
  isObject,
  isOneOf,
  isString,
} from '../../lib/api/answerShapes'

// The console's bookings answers, checked by hand: zod and the schemas put /admin/bookings at
// 96.6 KB brotli of JS once the list loaded, over the 90 KB budget (issue 18). Anything of another
// shape is unreadable (null), as the schema (payments/admin-bookings.ts) would have it.

const isNullableCount = (value: unknown) => value === null || (Number.isInteger(value) && Number(value) >= 0)

function isListItem(value: unknown): boolean {
  return (
    isObject(value) &&
    isDocId(value.id) &&
    isNullableString(value.reference) &&
    isOneOf(BOOKING_TYPES, value.type) &&
    isOneOf(BOOKING_STATUSES, value.status) &&
    isString(value.email) &&
    isNullableString(value.itemName) &&
    (value.departureDate === null || isDateTime(value.departureDate)) &&
    isNullableCount(value.passengers) &&
    isCount(value.amount) &&
    isOneOf(CURRENCIES, value.currency) &&
    isDateTime(value.createdAt)
  )
}

/** GET /api/admin/bookings. */
export function readAdminBookingList(body: unknown): TAdminBookingList | null {
  if (!isObject(body) || !Array.isArray(body.bookings) || !body.bookings.every(isListItem)) return null
  const page = body.pagination
  const isPage =
    isObject(page) &&
    [page.total, page.skip, page.limit].every(Number.isInteger) &&
    typeof page.hasMore === 'boolean'
  return isPage ? ({ bookings: body.bookings, pagination: page } as TAdminBookingList) : null
}

function isPassenger(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.title) &&
    isString(value.givenNames) &&
    isString(value.surname) &&
    [value.birthDate, value.nationality, value.passportNumber, value.passportExpiry].every(isNullableString)
  )
}

/** GET /api/admin/bookings/:id/travellers. */
export function readAdminBookingTravellers(body: unknown): TAdminBookingTravellers | null {
  const isValid =
    isObject(body) &&
    isDocId(body.bookingId) &&
    isNullableString(body.contactEmail) &&
    isNullableString(body.contactPhone) &&
    Array.isArray(body.passengers) &&
    body.passengers.every(isPassenger)
  return isValid ? (body as TAdminBookingTravellers) : null
}

const isHistoryEntry = (value: unknown): boolean =>
  isObject(value) &&
  isDocId(value.id) &&
  isOneOf(STAFF_ACTION_KINDS, value.kind) &&
  isString(value.detail) &&
  isString(value.author) &&
  isDateTime(value.at)

/** GET /api/admin/bookings/:id/history (and the answer of a note). */
export function readBookingHistory(body: unknown): TBookingHistory | null {
  const isValid =
    isObject(body) &&
    isDocId(body.bookingId) &&
    Array.isArray(body.entries) &&
    body.entries.every(isHistoryEntry)
  return isValid ? (body as TBookingHistory) : null
}

/** POST /api/admin/bookings/:id/cancel: the booking's new status. */
export function readStaffCancelOutcome(body: unknown): TStaffCancelOutcome | null {
  const isValid = isObject(body) && isDocId(body.bookingId) && isOneOf(['refunded', 'cancelled'], body.status)
  return isValid ? (body as TStaffCancelOutcome) : null
}
