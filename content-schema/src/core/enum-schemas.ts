import { z } from 'zod'
import {
  ADMIN_ROLES,
  AUTH_TYPES,
  BENEFITS,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  CABINS,
  CONCERNS,
  CONCIERGE_STATUSES,
  CURRENCIES,
  DESTINATION_SLUGS,
  DISPLAY_CURRENCIES,
  FARE_CONDITIONS,
  FLIGHT_LEAD_STATUSES,
  FLIGHT_SORTS,
  HOTEL_SORTS,
  INTERESTED_SAVINGS,
  LANDMARK_CATEGORIES,
  MONEY_PREFERENCES,
  MONTHLY_AMOUNTS,
  PACKAGE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLACE_TYPES,
  PROVIDER_STATUSES,
  READY_TO_TRY,
  RIDE_STATUSES,
  SEARCH_SERVICES,
  STOP_FILTERS,
  TAXI_SERVICE_TYPES,
  TEAM_CODES,
  TIME_WINDOWS,
  TRANSACTION_STATUSES,
  TRAVELS_ANNUALLY,
  TRIP_TYPES,
  ZONES,
} from './enums.ts'

export * from './enums.ts'
export { ZLocale } from './locale-schema.ts'

const INVALID_OPTION = { error: 'validation.invalidOption' } as const

export const ZCurrency = z.enum(CURRENCIES, INVALID_OPTION)
export const ZDisplayCurrency = z.enum(DISPLAY_CURRENCIES, INVALID_OPTION)
export const ZPaymentMethod = z.enum(PAYMENT_METHODS, INVALID_OPTION)
export const ZBookingStatus = z.enum(BOOKING_STATUSES, INVALID_OPTION)
export const ZBookingType = z.enum(BOOKING_TYPES, INVALID_OPTION)
export const ZRideStatus = z.enum(RIDE_STATUSES, INVALID_OPTION)
export const ZTaxiServiceType = z.enum(TAXI_SERVICE_TYPES, INVALID_OPTION)
export const ZCabin = z.enum(CABINS, INVALID_OPTION)
export const ZTripType = z.enum(TRIP_TYPES, INVALID_OPTION)
export const ZSearchService = z.enum(SEARCH_SERVICES, INVALID_OPTION)
export const ZConciergeStatus = z.enum(CONCIERGE_STATUSES, INVALID_OPTION)
export const ZFlightLeadStatus = z.enum(FLIGHT_LEAD_STATUSES, INVALID_OPTION)
export const ZZone = z.enum(ZONES, INVALID_OPTION)
export const ZPlaceType = z.enum(PLACE_TYPES, INVALID_OPTION)
export const ZLandmarkCategory = z.enum(LANDMARK_CATEGORIES, INVALID_OPTION)
export const ZAuthType = z.enum(AUTH_TYPES, INVALID_OPTION)
export const ZAdminRole = z.enum(ADMIN_ROLES, INVALID_OPTION)
export const ZTeamCode = z.enum(TEAM_CODES, INVALID_OPTION)
export const ZPackageKind = z.enum(PACKAGE_KINDS, INVALID_OPTION)
export const ZDestinationSlug = z.enum(DESTINATION_SLUGS, INVALID_OPTION)
export const ZTravelsAnnually = z.enum(TRAVELS_ANNUALLY, INVALID_OPTION)
export const ZInterestedSavings = z.enum(INTERESTED_SAVINGS, INVALID_OPTION)
export const ZMonthlyAmount = z.enum(MONTHLY_AMOUNTS, INVALID_OPTION)
export const ZMoneyPreference = z.enum(MONEY_PREFERENCES, INVALID_OPTION)
export const ZBenefit = z.enum(BENEFITS, INVALID_OPTION)
export const ZConcern = z.enum(CONCERNS, INVALID_OPTION)
export const ZReadyToTry = z.enum(READY_TO_TRY, INVALID_OPTION)
export const ZFlightSort = z.enum(FLIGHT_SORTS, INVALID_OPTION)
export const ZStopFilter = z.enum(STOP_FILTERS, INVALID_OPTION)
export const ZTimeWindow = z.enum(TIME_WINDOWS, INVALID_OPTION)
export const ZHotelSort = z.enum(HOTEL_SORTS, INVALID_OPTION)
export const ZProviderStatus = z.enum(PROVIDER_STATUSES, INVALID_OPTION)
export const ZFareCondition = z.enum(FARE_CONDITIONS, INVALID_OPTION)
export const ZPaymentStatusValue = z.enum(PAYMENT_STATUSES, INVALID_OPTION)
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES, INVALID_OPTION)
