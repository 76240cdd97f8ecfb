/**
 * PAYMENTS CONTRACT (issue 8) — what the site and the cms exchange. Field names are the spec's (snake_case).
 *
 * 1. GET /api/payments/packages/flights | /hotels?locale=fr → ZPackageList: active packages keyed by id,
 *    name/description in the asked locale, base_price in integer minor units of `currency`.
 * 2. POST /api/payments/flight/checkout | /hotel/checkout (JSON only; 415 otherwise) → { checkout_url }.
 *    The browser names WHAT it buys (package_id, or itinerary_id from /flight-results, or a hotel stay from
 *    /hotel-results) and how many; the cms prices it, creates a booking "pending" (tied to the signed-in
 *    traveller's session cookie, else to user_email) and opens a checkout session. Any amount, currency or
 *    URL the browser sends is ignored (the schemas below strip unknown keys). A 400 carries
 *    { message, fieldErrors } with dictionary keys (e.g. fieldErrors.passengers = 'validation.packagePassengersRange');
 *    404 'paymentErrors.packageNotFound' | 'paymentErrors.hotelNotFound'; 410 'errors.offerExpired';
 *    503 'paymentErrors.checkoutUnavailable' when the payment provider fails; 429 when rate-limited.
 * 3. The traveller pays at checkout_url:
 *    - STRIPE_SECRET_KEY set: Stripe Checkout (hosted by Stripe), which returns to the success/cancel pages.
 *    - otherwise the built-in TEST checkout, a SITE page: {PUBLIC_SITE_URL}[/fr]/payment/checkout?session_id=cs_test_…
 *      It reads GET /api/payments/test-checkout/{session_id} → ZTestCheckoutView (amount, what is bought,
 *      expires_at, state, cancel_url) and posts the card form to POST /api/payments/test-checkout/{session_id}/pay
 *      (ZTestCardPayment). 200 → ZTestPaymentSucceeded { outcome: 'succeeded', redirect_url } (the success page
 *      with ?session_id=…); 4xx → ZTestPaymentRefused { outcome, message } where outcome is one of
 *      TEST_PAYMENT_FAILURES ('card_declined' 402 for 4000 0000 0000 0002, 'insufficient_funds' 402 for
 *      4000 0000 0000 9995, 'invalid_card' 400 for a bad number/expiry/cvc/name (with fieldErrors),
 *      'session_expired' 410, 'session_closed' 409 when already paid, 'session_not_found' 404).
 *      4242 4242 4242 4242 (any future expiry, any 3-digit cvc) succeeds. A decline leaves the session open
 *      (the traveller may try another card), as Stripe does.
 * 4. Fulfilment happens only in POST /api/payments/webhook, from a Stripe-signed event (the test checkout
 *    signs its own events with the same secret and hands them to the same handler).
 * 5. The success page polls GET /api/payments/status/{session_id} → ZPaymentStatus (8 × 3 s, see
 *    paymentPollOutcome); 404 'paymentErrors.sessionNotFound' for an unknown id. The cancel page gets
 *    ?session_id=… too.
 */
import { z } from 'zod'
import { ZCurrency, ZPaymentMethod } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import {
  boundedInt,
  dateField,
  docId,
  intWithDefault,
  msg,
  optionalEmail,
  optionalText,
  payload,
} from '../core/primitives.ts'
import { HOTEL_LIMITS, ITINERARY_ID_MAX, ITINERARY_ID_PATTERN } from '../flights/plain.ts'
import { stayProblem } from '../hotels/plain.ts'
import { PACKAGE_LIMITS } from './constants.ts'
import { ZMessageConsent } from './message-consent.ts'
import { travellersRequestShape } from './travellers-schema.ts'

const packageId = docId('validation.packageIdRequired').optional()
const common = {
  // Optional for a signed-in traveller (the booking then uses the account's address); required otherwise.
  user_email: optionalEmail('validation.emailInvalid'),
  locale: ZLocale.default('en'),
  // The spec sends origin_url; it is accepted and ignored: the cms builds the success and cancel URLs
  // itself, since a URL from the browser would be an open redirect.
  origin_url: optionalText(2000),
  // The travellers step (issue 18): required and checked against the trip for an itinerary, optional otherwise.
  ...travellersRequestShape,
  // Card (USD or EUR) or mobile money (XOF or GHS); the cms converts the price at its rates and fixes it.
  payment_method: ZPaymentMethod.default('card'),
  charge_currency: ZCurrency.optional(),
  // The phone channels the traveller opts in to (issue 45): none unless chosen.
  messages: ZMessageConsent.optional(),
}

/**
 * A flight offer id of the flight engine: `fo_` + base64url for a stored offer, `fs_` + base64url for a
 * signed offline one (signedOffers.ts); anything else never reaches the database.
 */
const itineraryId = z
  .string(msg('validation.itineraryRequired'))
  .trim()
  .max(ITINERARY_ID_MAX, msg('validation.tooLong'))
  .regex(ITINERARY_ID_PATTERN, msg('validation.itineraryRequired'))

/**
 * POST /api/payments/flight/checkout: a flight package × passengers (1–6), or a stored itinerary from the
 * flight search (its price already covers the travellers searched; passengers is then recorded only).
 */
export const ZFlightCheckoutRequest = payload({
  package_id: packageId,
  itinerary_id: itineraryId.optional(),
  passengers: boundedInt(PACKAGE_LIMITS.passengers, 'validation.packagePassengersRange').default(1),
  ...common,
}).refine((request) => (request.package_id === undefined) !== (request.itinerary_id === undefined), {
  path: ['package_id'],
  ...msg('validation.packageIdRequired'),
})
export type TFlightCheckoutRequest = z.infer<typeof ZFlightCheckoutRequest>

/**
 * POST /api/payments/hotel/checkout: a hotel package × nights (1–7) × rooms (1–4), or a hotel stay from
 * /hotel-results (hotel_id, check_in_date, check_out_date, num_adults, num_rooms), priced from the
 * hotel's nightly rates × nights × rooms.
 */
/** A signed supplier rate: its JSON (ids, names, dates, price) in base64url and a signature. */
const STAY_RATE_MAX_CHARS = 2000

/** Payload's array row ids: 24 hex characters (an ObjectId's shape). */
const roomChoiceId = z.string().regex(/^[a-f0-9]{24}$/, msg('validation.invalidId'))

export const ZHotelCheckoutRequest = payload({
  package_id: packageId,
  nights: boundedInt(PACKAGE_LIMITS.nights, 'validation.nightsRange').default(1),
  rooms: boundedInt(PACKAGE_LIMITS.rooms, 'validation.packageRoomsRange').default(1),
  hotel_id: docId('validation.invalidId').optional(),
  check_in_date: dateField().optional(),
  check_out_date: dateField().optional(),
  num_adults: intWithDefault(1, HOTEL_LIMITS.adults, 'validation.adultsRange'),
  num_rooms: intWithDefault(1, HOTEL_LIMITS.rooms, 'validation.roomsRange'),
  /** The room type and rate plan chosen on the results; without them the cheapest that fits is sold. */
  room_type_id: roomChoiceId.optional(),
  rate_plan_id: roomChoiceId.optional(),
  /** A supplier's rate as the results showed it (signed by the cms; its stay and price inside). */
  stay_rate: z.string().max(STAY_RATE_MAX_CHARS, msg('validation.invalidId')).optional(),
  ...common,
})
  .refine(
    (request) =>
      [request.package_id, request.hotel_id, request.stay_rate].filter((chosen) => chosen !== undefined)
        .length === 1,
    {
      path: ['package_id'],
      ...msg('validation.packageIdRequired'),
    },
  )
  .refine((request) => request.hotel_id === undefined || request.check_in_date !== undefined, {
    path: ['check_in_date'],
    ...msg('validation.dateRequired'),
  })
  .refine((request) => request.hotel_id === undefined || request.check_out_date !== undefined, {
    path: ['check_out_date'],
    ...msg('validation.dateRequired'),
  })
  .superRefine((request, context) => {
    if (request.check_in_date === undefined || request.check_out_date === undefined) return
    const problem = stayProblem(request.check_in_date, request.check_out_date)
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.key })
  })
export type THotelCheckoutRequest = z.infer<typeof ZHotelCheckoutRequest>

/** The answer of both checkout calls: the browser is sent there. */
export const ZCheckoutResponse = z.object({ checkout_url: z.url() })
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>
