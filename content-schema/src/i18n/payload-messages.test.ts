import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ZAdminUserListQuery } from '../accounts/admin.ts'
import {
  ZAdminLoginInput,
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordForm,
  ZResetPasswordInput,
  ZSignupForm,
} from '../accounts/auth.ts'
import { ZConciergeStatusUpdate, ZConciergeSubmit } from '../concierge/request.ts'
import { ZFlightLeadInput } from '../flights/lead.ts'
import { ZFlightSearchQuery, ZRepriceRequest } from '../flights/search.ts'
import { ZHotelSearchQuery } from '../hotels/search.ts'
import { ZFlightCheckoutRequest, ZHotelCheckoutRequest } from '../payments/checkout.ts'
import { ZTestCardPayment } from '../payments/test-checkout.ts'
import { ZPlaceSearchQuery } from '../places/search.ts'
import { ZSurveySubmit } from '../survey/response.ts'
import { ZAssignDriver } from '../taxi/assign-driver.ts'
import { ZTaxiBookingRequest } from '../taxi/booking.ts'
import { ZTaxiQuoteRequest } from '../taxi/quote.ts'
import { isUiKey } from './keys.ts'

const PAYLOADS: Record<string, z.ZodType> = {
  ZAdminUserListQuery,
  ZAdminLoginInput,
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordForm,
  ZResetPasswordInput,
  ZSignupForm,
  ZConciergeStatusUpdate,
  ZConciergeSubmit,
  ZFlightLeadInput,
  ZSurveySubmit,
  ZFlightCheckoutRequest,
  ZHotelCheckoutRequest,
  ZTestCardPayment,
  ZFlightSearchQuery,
  ZRepriceRequest,
  ZHotelSearchQuery,
  ZPlaceSearchQuery,
  ZAssignDriver,
  ZTaxiBookingRequest,
  ZTaxiQuoteRequest,
}

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'acceptTerms',
  'country',
  'preferredDestination',
  'locale',
  'token',
  'username',
  'skip',
  'limit',
  'search',
  'authType',
  'status',
  'name',
  'tripDetails',
  'itineraryId',
  'notes',
  'travelsAnnually',
  'interestedSavingsAccount',
  'monthlyAmount',
  'moneyPreference',
  'attractiveBenefits',
  'concerns',
  'concernsOther',
  'readyToTry',
  'language',
  'packageId',
  'package_id',
  'itinerary_id',
  'user_email',
  'origin_url',
  'hotel_id',
  'check_in_date',
  'check_out_date',
  'num_adults',
  'num_rooms',
  'number',
  'expiry',
  'cvc',
  'passengers',
  'nights',
  'rooms',
  'origin',
  'destination',
  'departDate',
  'returnDate',
  'adults',
  'children',
  'infants',
  'cabin',
  'currency',
  'sort',
  'location',
  'checkIn',
  'checkOut',
  'query',
  'ride_request_id',
  'driver_id',
  'admin_notes',
  'customer',
  'ride',
  'datetime',
  'service_type',
  'options',
  'quote_id',
  'recaptcha_token',
]
// A value of the wrong type for every field.
const WRONG_TYPES = Object.fromEntries(FIELD_NAMES.map((field) => [field, [[]]]))

const BAD_INPUTS: [string, unknown][] = [
  ['null', null],
  ['an empty object', {}],
  ['wrong types everywhere', WRONG_TYPES],
  ['wrong types in a flight checkout', { ...WRONG_TYPES, kind: 'flight' }],
  ['wrong types in a hotel checkout', { ...WRONG_TYPES, kind: 'hotel' }],
]

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('payload validation messages', () => {
  it.each(Object.entries(PAYLOADS))('should report only dictionary keys from %s', (_name, schema) => {
    const notKeys = BAD_INPUTS.flatMap(([, input]) => messages(schema, input)).filter(
      (message) => !isUiKey(message),
    )
    expect(notKeys).toEqual([])
  })

  it.each(Object.entries(PAYLOADS))('should reject a null body in %s', (_name, schema) => {
    expect(schema.safeParse(null).success).toBe(false)
  })
})
