import { z } from 'zod'

export { LOCALES, type Locale, ZLocale } from './locales.ts'

const INVALID_OPTION = { error: 'validation.invalidOption' } as const

export const CURRENCIES = ['USD', 'EUR', 'XOF'] as const
export const ZCurrency = z.enum(CURRENCIES, INVALID_OPTION)
export type TCurrency = z.infer<typeof ZCurrency>

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const
export const ZBookingStatus = z.enum(BOOKING_STATUSES, INVALID_OPTION)
export type TBookingStatus = z.infer<typeof ZBookingStatus>

export const BOOKING_TYPES = ['flight', 'hotel'] as const
export const ZBookingType = z.enum(BOOKING_TYPES, INVALID_OPTION)
export type TBookingType = z.infer<typeof ZBookingType>

export const RIDE_STATUSES = ['pending_payment', 'paid', 'assigned', 'completed', 'cancelled'] as const
export const ZRideStatus = z.enum(RIDE_STATUSES, INVALID_OPTION)
export type TRideStatus = z.infer<typeof ZRideStatus>

export const TAXI_SERVICE_TYPES = ['taxi', 'private_chauffeur', 'vtc', 'yango'] as const
export const ZTaxiServiceType = z.enum(TAXI_SERVICE_TYPES, INVALID_OPTION)
export type TTaxiServiceType = z.infer<typeof ZTaxiServiceType>

export const CABINS = ['economy', 'premium', 'business', 'first'] as const
export const ZCabin = z.enum(CABINS, INVALID_OPTION)
export type TCabin = z.infer<typeof ZCabin>

export const TRIP_TYPES = ['oneWay', 'roundtrip', 'multiCity'] as const
export const ZTripType = z.enum(TRIP_TYPES, INVALID_OPTION)
export type TTripType = z.infer<typeof ZTripType>

export const SEARCH_SERVICES = ['flights', 'hotels', 'cars', 'activities'] as const
export const ZSearchService = z.enum(SEARCH_SERVICES, INVALID_OPTION)
export type TSearchService = z.infer<typeof ZSearchService>

export const CONCIERGE_STATUSES = ['pending', 'contacted', 'completed'] as const
export const ZConciergeStatus = z.enum(CONCIERGE_STATUSES, INVALID_OPTION)
export type TConciergeStatus = z.infer<typeof ZConciergeStatus>

export const FLIGHT_LEAD_STATUSES = ['new', 'contacted', 'closed'] as const
export const ZFlightLeadStatus = z.enum(FLIGHT_LEAD_STATUSES, INVALID_OPTION)
export type TFlightLeadStatus = z.infer<typeof ZFlightLeadStatus>

export const ZONES = ['us-northeast', 'west-africa'] as const
export const ZZone = z.enum(ZONES, INVALID_OPTION)
export type TZone = z.infer<typeof ZZone>

export const PLACE_TYPES = ['airport', 'hotel', 'landmark'] as const
export const ZPlaceType = z.enum(PLACE_TYPES, INVALID_OPTION)
export type TPlaceType = z.infer<typeof ZPlaceType>

export const LANDMARK_CATEGORIES = ['business', 'shopping', 'tourism', 'government'] as const
export const ZLandmarkCategory = z.enum(LANDMARK_CATEGORIES, INVALID_OPTION)
export type TLandmarkCategory = z.infer<typeof ZLandmarkCategory>

export const AUTH_TYPES = ['password', 'oidc'] as const
export const ZAuthType = z.enum(AUTH_TYPES, INVALID_OPTION)
export type TAuthType = z.infer<typeof ZAuthType>

export const ADMIN_ROLES = ['admin', 'editor'] as const
export const ZAdminRole = z.enum(ADMIN_ROLES, INVALID_OPTION)
export type TAdminRole = z.infer<typeof ZAdminRole>

export const TEAM_CODES = ['US', 'CI', 'INTERNATIONAL'] as const
export const ZTeamCode = z.enum(TEAM_CODES, INVALID_OPTION)
export type TTeamCode = z.infer<typeof ZTeamCode>

export const PACKAGE_KINDS = ['flight', 'hotel'] as const
export const ZPackageKind = z.enum(PACKAGE_KINDS, INVALID_OPTION)
export type TPackageKind = z.infer<typeof ZPackageKind>

export const DESTINATION_SLUGS = [
  'abidjan',
  'boston',
  'new-york',
  'accra',
  'san-jose-costa-rica',
  'paris-france',
] as const
export const ZDestinationSlug = z.enum(DESTINATION_SLUGS, INVALID_OPTION)
export type TDestinationSlug = z.infer<typeof ZDestinationSlug>

/** Short paths the original site accepted for some guides; they redirect to the canonical slug. */
export const DESTINATION_ALIASES = {
  newyork: 'new-york',
  paris: 'paris-france',
  sanjose: 'san-jose-costa-rica',
} as const satisfies Record<string, TDestinationSlug>

/** The canonical guide slug for a slug or alias, or undefined when it names no guide. */
export const canonicalDestinationSlug = (slug: string): TDestinationSlug | undefined => {
  const lower = slug.toLowerCase()
  if ((DESTINATION_SLUGS as readonly string[]).includes(lower)) return lower as TDestinationSlug
  return Object.hasOwn(DESTINATION_ALIASES, lower)
    ? DESTINATION_ALIASES[lower as keyof typeof DESTINATION_ALIASES]
    : undefined
}

// Travel Savings survey answers.
export const TRAVELS_ANNUALLY = ['yes', 'no'] as const
export const ZTravelsAnnually = z.enum(TRAVELS_ANNUALLY, INVALID_OPTION)
export type TTravelsAnnually = z.infer<typeof ZTravelsAnnually>

export const INTERESTED_SAVINGS = ['yes', 'no', 'maybe'] as const
export const ZInterestedSavings = z.enum(INTERESTED_SAVINGS, INVALID_OPTION)
export type TInterestedSavings = z.infer<typeof ZInterestedSavings>

export const MONTHLY_AMOUNTS = ['50', '100', '150', '200_plus'] as const
export const ZMonthlyAmount = z.enum(MONTHLY_AMOUNTS, INVALID_OPTION)
export type TMonthlyAmount = z.infer<typeof ZMonthlyAmount>

export const MONEY_PREFERENCES = ['partner_bank', 'digital_platform', 'dont_matter'] as const
export const ZMoneyPreference = z.enum(MONEY_PREFERENCES, INVALID_OPTION)
export type TMoneyPreference = z.infer<typeof ZMoneyPreference>

export const BENEFITS = [
  'bank_security',
  'bonuses_discounts',
  'personalized_assistance',
  'travel_credit',
] as const
export const ZBenefit = z.enum(BENEFITS, INVALID_OPTION)
export type TBenefit = z.infer<typeof ZBenefit>

export const CONCERNS = ['lack_trust', 'service_fees', 'withdrawal_flexibility', 'other'] as const
export const ZConcern = z.enum(CONCERNS, INVALID_OPTION)
export type TConcern = z.infer<typeof ZConcern>

export const READY_TO_TRY = ['yes', 'no', 'maybe'] as const
export const ZReadyToTry = z.enum(READY_TO_TRY, INVALID_OPTION)
export type TReadyToTry = z.infer<typeof ZReadyToTry>

// Search, results and payment options (not stored as collection fields).
export const FLIGHT_SORTS = ['price', 'duration', 'stops'] as const
export const ZFlightSort = z.enum(FLIGHT_SORTS, INVALID_OPTION)
export type TFlightSort = z.infer<typeof ZFlightSort>

export const STOP_FILTERS = ['any', 'nonstop', 'oneStopMax'] as const
export const ZStopFilter = z.enum(STOP_FILTERS, INVALID_OPTION)
export type TStopFilter = z.infer<typeof ZStopFilter>

export const TIME_WINDOWS = ['any', 'morning', 'afternoon', 'evening'] as const
export const ZTimeWindow = z.enum(TIME_WINDOWS, INVALID_OPTION)
export type TTimeWindow = z.infer<typeof ZTimeWindow>

export const HOTEL_SORTS = ['price', 'rating', 'stars'] as const
export const ZHotelSort = z.enum(HOTEL_SORTS, INVALID_OPTION)
export type THotelSort = z.infer<typeof ZHotelSort>

export const PROVIDER_STATUSES = ['ok', 'quota_exceeded', 'rate_limited', 'api_error', 'error'] as const
export const ZProviderStatus = z.enum(PROVIDER_STATUSES, INVALID_OPTION)
export type TProviderStatus = z.infer<typeof ZProviderStatus>

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed'] as const
export const ZPaymentStatusValue = z.enum(PAYMENT_STATUSES, INVALID_OPTION)
export type TPaymentStatusValue = z.infer<typeof ZPaymentStatusValue>

export const TRANSACTION_STATUSES = ['open', 'complete', 'expired', 'failed'] as const
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES, INVALID_OPTION)
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>
