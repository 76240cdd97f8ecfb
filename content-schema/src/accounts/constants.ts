import type { TBookingStatus } from '../core/plain.ts'

export const CALLBACK_ERROR_REDIRECT_MS = 3000
export const DEFAULT_CURRENCY = 'USD' as const
/** The savings balance is always shown with two decimals, whatever the currency. */
export const SAVINGS_BALANCE_DECIMALS = 2

export const BOOKING_STATUS_COLOURS = {
  confirmed: 'green',
  cancelled: 'red',
  pending: 'yellow',
  expired: 'red',
  failed: 'red',
  refunded: 'red',
} as const satisfies Record<TBookingStatus, string>

/** Field length caps shared by the cms collections and the forms. */
export const TEXT_LIMITS = {
  personName: 100,
  fullName: 200,
  email: 254,
  phone: 40,
  preferredDestination: 100,
  tripDetails: 5000,
  notes: 5000,
  rideNotes: 2000,
  adminNotes: 2000,
  concernsOther: 1000,
  password: 256,
  resetToken: 512,
  username: 100,
  search: 100,
} as const

export const ADMIN_PAGE_SIZE = 50
export const ADMIN_PAGE_SIZE_MAX = 100
export const ADMIN_RECENT_ACTIVITY_DAYS = 30
export const ADMIN_PERCENT_DECIMALS = 1
export const ADMIN_LOGIN_REDIRECT_MS = 1500
export const ADMIN_ADDRESS_TRUNCATE = 40
export const SURVEY_RESPONSES_PAGE_SIZE = 20
