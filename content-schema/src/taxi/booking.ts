import { z } from 'zod'
import { TEXT_LIMITS } from '../accounts/plain.ts'
import { ZCurrency, ZPaymentMethod } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import { email, msg, optionalText, payload, requiredText, ZDocId } from '../core/primitives.ts'
import { ZMessageConsent } from '../payments/index.ts'
import { ZTaxiQuoteRequest } from './quote.ts'

export const ZTaxiCustomer = z.object(
  {
    name: requiredText(TEXT_LIMITS.fullName, 'validation.customerInfoRequired'),
    email: email({ required: 'validation.customerInfoRequired', invalid: 'validation.validEmail' }),
    phone: requiredText(TEXT_LIMITS.phone, 'validation.customerInfoRequired'),
  },
  msg('validation.customerInfoRequired'),
)
export type TTaxiCustomer = z.infer<typeof ZTaxiCustomer>

/**
 * Book a quoted ride. With quote_id the ride is charged that stored quote (it must describe the same
 * ride and not have expired); without it the cms prices the ride itself. A price sent by the browser
 * is never read. recaptcha_token is accepted for the spec's sake and ignored (no reCAPTCHA is set up;
 * the endpoint is rate-limited instead).
 */
export const ZTaxiBookingRequest = payload({
  customer: ZTaxiCustomer,
  ride: ZTaxiQuoteRequest,
  quote_id: optionalText(64),
  recaptcha_token: optionalText(4096),
  locale: ZLocale.default('en'),
  // Card (USD or EUR) or mobile money (XOF or GHS), like the other checkouts: the cms converts and fixes the charge.
  payment_method: ZPaymentMethod.default('card'),
  charge_currency: ZCurrency.optional(),
  // The phone channels the traveller opts in to, as at the flights' and stays' checkout (issue 45): none unless chosen.
  messages: ZMessageConsent.optional(),
})
export type TTaxiBookingRequest = z.infer<typeof ZTaxiBookingRequest>

export const ZTaxiBookingResponse = z.object({ ride_request_id: ZDocId, checkout_url: z.url() })
export type TTaxiBookingResponse = z.infer<typeof ZTaxiBookingResponse>
