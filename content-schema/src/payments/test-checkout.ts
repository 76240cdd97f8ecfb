import { z } from 'zod'
import { ZBookingType, ZCurrency, ZPaymentMethod } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import { msg, payload, ZIsoDateTime, ZMinorAmount } from '../core/primitives.ts'

/** States of a checkout session as the test checkout page shows them. */
export const TEST_CHECKOUT_STATES = ['open', 'complete', 'expired'] as const
export type TTestCheckoutState = (typeof TEST_CHECKOUT_STATES)[number]

/**
 * GET /api/payments/test-checkout/{session_id}: what the site's own checkout page shows, for the built-in
 * test checkout's sessions (`cs_test_…`) and Flutterwave's mobile-money sessions (`flw_…`).
 */
export const ZTestCheckoutView = z.object({
  session_id: z.string(),
  /** Whose session it is: the built-in test checkout (the page says "test mode") or a real provider. */
  provider: z.enum(['test', 'flutterwave']),
  state: z.enum(TEST_CHECKOUT_STATES),
  amount: ZMinorAmount,
  currency: ZCurrency,
  booking_type: ZBookingType,
  /** What is bought, in the booking's language ("Abidjan getaway" / "Hotel Ivoire, 3 nights"). */
  item_name: z.string(),
  /** Quantities ("2 passengers", "3 nights × 1 room"), in the booking's language. */
  item_description: z.string(),
  locale: ZLocale,
  expires_at: ZIsoDateTime,
  /** The cancel page (with ?session_id=…) in the booking's language. */
  cancel_url: z.url(),
  /** The last refusal of this session (the page may show it again after a reload). */
  last_failure: z.enum(['card_declined', 'insufficient_funds']).nullable(),
  /** Card, or mobile money (the page then asks for the phone that approves). */
  payment_method: ZPaymentMethod,
  /** The price before conversion and the date of the rate fixed at checkout (null: charged as priced). */
  converted_from: z.object({ amount: ZMinorAmount, currency: ZCurrency, rate_set_on: z.string() }).nullable(),
  /**
   * A mobile-money attempt awaiting approval, its phone masked ("070•••••31") and the provider's
   * approval page when it asked for one (Ghana; http(s) only): a reload keeps waiting for it.
   */
  pending_charge: z
    .object({ phone: z.string(), approval_page: z.url({ protocol: /^https?$/ }).nullable() })
    .nullable(),
})
export type TTestCheckoutView = z.infer<typeof ZTestCheckoutView>

const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value)

/** POST /api/payments/test-checkout/{session_id}/pay: the test card form (never a real card). */
export const ZTestCardPayment = payload({
  number: z.preprocess(
    digitsOnly,
    z.string(msg('validation.required')).regex(/^\d{12,19}$/, msg('validation.invalidNumber')),
  ),
  /** "MM/YY" (or "MM / YY"), in the future. */
  expiry: z
    .string(msg('validation.required'))
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, msg('validation.dateInvalid')),
  cvc: z
    .string(msg('validation.required'))
    .trim()
    .regex(/^\d{3,4}$/, msg('validation.invalidNumber')),
  name: z
    .string(msg('validation.required'))
    .trim()
    .min(1, msg('validation.required'))
    .max(100, msg('validation.tooLong')),
})
export type TTestCardPayment = z.infer<typeof ZTestCardPayment>

/** Machine-readable refusals of the test checkout; the site words them in the page's language. */
export const TEST_PAYMENT_FAILURES = [
  'card_declined',
  'insufficient_funds',
  'invalid_card',
  'session_expired',
  'session_closed',
  'session_not_found',
] as const
export type TTestPaymentFailure = (typeof TEST_PAYMENT_FAILURES)[number]

export const ZTestPaymentSucceeded = z.object({ outcome: z.literal('succeeded'), redirect_url: z.url() })
export type TTestPaymentSucceeded = z.infer<typeof ZTestPaymentSucceeded>

/** A 4xx of the pay call: the outcome, a message key, and field errors for 'invalid_card'. */
export const ZTestPaymentRefused = z.object({
  outcome: z.enum(TEST_PAYMENT_FAILURES),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
})
export type TTestPaymentRefused = z.infer<typeof ZTestPaymentRefused>
