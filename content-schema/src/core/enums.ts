/**
 * The closed lists of values (and their types) without zod, so browser code can import them:
 * enum-schemas.ts builds the zod schemas from these same lists.
 */

export {
  CURRENCIES,
  DISPLAY_CURRENCIES,
  type TCurrency,
  type TDisplayCurrency,
} from './currencies.ts'

/** Payment methods: a card (USD or EUR) or mobile money (XOF or GHS). */
export const PAYMENT_METHODS = ['card', 'mobile_money'] as const
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * A booking's life (see cms/src/services/payments/bookingState.ts): pending payment, then confirmed,
 * expired or failed; cancelled by staff before payment, or refunded (paid, then cancelled and paid back).
 */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'expired',
  'failed',
  'cancelled',
  'refunded',
] as const
export type TBookingStatus = (typeof BOOKING_STATUSES)[number]

export const BOOKING_TYPES = ['flight', 'hotel', 'taxi'] as const
export type TBookingType = (typeof BOOKING_TYPES)[number]

export const RIDE_STATUSES = ['pending_payment', 'paid', 'assigned', 'completed', 'cancelled'] as const
export type TRideStatus = (typeof RIDE_STATUSES)[number]

export const TAXI_SERVICE_TYPES = ['taxi', 'private_chauffeur', 'vtc', 'yango'] as const
export type TTaxiServiceType = (typeof TAXI_SERVICE_TYPES)[number]

export { CABINS, type TCabin, TRIP_TYPES, type TTripType } from './search-choices.ts'

export const SEARCH_SERVICES = ['flights', 'hotels', 'cars', 'activities'] as const
export type TSearchService = (typeof SEARCH_SERVICES)[number]

export const CONCIERGE_STATUSES = ['pending', 'contacted', 'completed'] as const
export type TConciergeStatus = (typeof CONCIERGE_STATUSES)[number]

export const FLIGHT_LEAD_STATUSES = ['new', 'contacted', 'closed'] as const
export type TFlightLeadStatus = (typeof FLIGHT_LEAD_STATUSES)[number]

export const ZONES = ['us-northeast', 'west-africa'] as const
export type TZone = (typeof ZONES)[number]

export const PLACE_TYPES = ['airport', 'hotel', 'landmark'] as const
export type TPlaceType = (typeof PLACE_TYPES)[number]

export const LANDMARK_CATEGORIES = ['business', 'shopping', 'tourism', 'government'] as const
export type TLandmarkCategory = (typeof LANDMARK_CATEGORIES)[number]

export const AUTH_TYPES = ['password', 'oidc'] as const
export type TAuthType = (typeof AUTH_TYPES)[number]

export const ADMIN_ROLES = ['admin', 'editor'] as const
export type TAdminRole = (typeof ADMIN_ROLES)[number]

export { TEAM_CODES, type TTeamCode } from './team-codes.ts'

export const PACKAGE_KINDS = ['flight', 'hotel'] as const
export type TPackageKind = (typeof PACKAGE_KINDS)[number]

export const DESTINATION_SLUGS = [
  'abidjan',
  'boston',
  'new-york',
  'accra',
  'san-jose-costa-rica',
  'paris-france',
  'dakar',
  'lagos',
  'abuja',
  'bamako',
  'ouagadougou',
  'lome',
  'cotonou',
  'conakry',
  'freetown',
  'monrovia',
  'niamey',
  'banjul',
  'washington-dc',
  'atlanta',
  'chicago',
  'miami',
  'los-angeles',
  'houston',
  'dallas',
  'hartford',
  'albany',
  'philadelphia',
  'charlotte',
  'san-francisco',
  'london',
  'amsterdam',
  'frankfurt',
  'brussels',
  'madrid',
  'rome',
  'lisbon',
  'istanbul',
  'toronto',
  'montreal',
  'vancouver',
  'casablanca',
  'addis-ababa',
  'tbilisi',
] as const
export type TDestinationSlug = (typeof DESTINATION_SLUGS)[number]

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
export type TTravelsAnnually = (typeof TRAVELS_ANNUALLY)[number]

export const INTERESTED_SAVINGS = ['yes', 'no', 'maybe'] as const
export type TInterestedSavings = (typeof INTERESTED_SAVINGS)[number]

export const MONTHLY_AMOUNTS = ['50', '100', '150', '200_plus'] as const
export type TMonthlyAmount = (typeof MONTHLY_AMOUNTS)[number]

export const MONEY_PREFERENCES = ['partner_bank', 'digital_platform', 'dont_matter'] as const
export type TMoneyPreference = (typeof MONEY_PREFERENCES)[number]

export const BENEFITS = [
  'bank_security',
  'bonuses_discounts',
  'personalized_assistance',
  'travel_credit',
] as const
export type TBenefit = (typeof BENEFITS)[number]

export const CONCERNS = ['lack_trust', 'service_fees', 'withdrawal_flexibility', 'other'] as const
export type TConcern = (typeof CONCERNS)[number]

export const READY_TO_TRY = ['yes', 'no', 'maybe'] as const
export type TReadyToTry = (typeof READY_TO_TRY)[number]

// Search, results and payment options (not stored as collection fields).
export {
  FLIGHT_SORTS,
  STOP_FILTERS,
  type TFlightSort,
  TIME_WINDOWS,
  type TStopFilter,
  type TTimeWindow,
} from './results-choices.ts'

export const HOTEL_SORTS = ['price', 'rating', 'stars'] as const
export type THotelSort = (typeof HOTEL_SORTS)[number]

export const PROVIDER_STATUSES = ['ok', 'quota_exceeded', 'rate_limited', 'api_error', 'error'] as const
export type TProviderStatus = (typeof PROVIDER_STATUSES)[number]

/** What a fare allows for a change or a refund: free, for a fee, or not at all. */
export const FARE_CONDITIONS = ['free', 'fee', 'not_allowed'] as const
export type TFareCondition = (typeof FARE_CONDITIONS)[number]

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded'] as const
export type TPaymentStatusValue = (typeof PAYMENT_STATUSES)[number]

export const TRANSACTION_STATUSES = ['open', 'complete', 'expired', 'failed'] as const
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number]

/** What the history of a booking records: every staff action on it, written by the action itself. */
export const STAFF_ACTION_KINDS = [
  'refund',
  'cancel',
  'note',
  'assign_driver',
  'ride_status',
  'ticketing',
] as const
export type TStaffActionKind = (typeof STAFF_ACTION_KINDS)[number]
