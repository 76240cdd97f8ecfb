import { endpoint, schema } from './contract.ts'

const routeParams = () => import('./route-params.ts')
const checkout = () => import('../payments/checkout.ts')
const packages = () => import('../payments/packages.ts')
const manageBooking = () => import('../payments/manage.ts')
const paymentStatus = () => import('../payments/payment-status.ts')
const testCheckout = () => import('../payments/test-checkout.ts')
const mobileMoney = () => import('../payments/mobile-money.ts')
const pushSubscription = () => import('../payments/push-subscription.ts')

// A traveller opens a checkout, comes back, changes a quantity and opens another: a few a minute.
// More is a script filling the bookings table.
const CHECKOUTS = { points: 10, seconds: 60, name: 'payments checkout' }
// The card form and the mobile-money charge: a few tries per minute (a declined card invites a second).
const PAYMENT_TRIES = { points: 10, seconds: 60, name: 'payments test pay' }
// The success page polls 8 times per payment; a reload or two on top.
const STATUS_READS = { points: 60, seconds: 60, name: 'payments status' }
// A traveller mistypes a reference or an address once or twice; more is someone guessing. One budget
// of misses per client for lookup, resend and cancel alike, so no endpoint is an oracle of its own.
const LOOKUP_MISSES = {
  name: 'booking lookup misses',
  points: 10,
  seconds: 15 * 60,
  counts: 'misses',
} as const
// A browser subscribes once per booking it opens, unsubscribes once: a few a minute is a traveller.
const PUSH_CHANGES = { points: 10, seconds: 60, name: 'push subscriptions' }
const CATALOGUE = { none: 'the packages on sale, the same for everyone and cached' }
const SIGNED_BY_PROVIDER = { none: "the provider's signed calls: a forged one is refused on its signature" }

/** Payments and bookings: packages, checkout, status, the test checkout, the webhook, and managing a booking by reference. */
export const BOOKING_ENDPOINTS = {
  /** A booking found by reference and address (signed in or not): the same 404 for a wrong one of either. */
  bookingLookup: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup',
    access: 'public',
    limit: LOOKUP_MISSES,
    collection: 'bookings',
    body: schema(manageBooking, 'ZBookingLookupInput'),
    answer: schema(manageBooking, 'ZBookingLookupAnswer'),
  }),
  /** The traveller cancels within the free cancellation: refunded in full. */
  cancelBooking: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup/cancel',
    access: 'public',
    limit: LOOKUP_MISSES,
    collection: 'bookings',
    body: schema(manageBooking, 'ZBookingLookupInput'),
    answer: schema(manageBooking, 'ZBookingCancelled'),
  }),
  /** A flight issued through an airline order: the airline's refund if cancelled now (nothing changes). */
  airlineCancelQuote: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup/airline-cancel/quote',
    access: 'public',
    limit: LOOKUP_MISSES,
    collection: 'bookings',
    body: schema(manageBooking, 'ZBookingLookupInput'),
    answer: schema(manageBooking, 'ZAirlineCancelQuote'),
  }),
  /** The traveller confirms the quoted refund: the airline cancels, the refund goes back (409 when the quote changed). */
  airlineCancel: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup/airline-cancel',
    access: 'public',
    limit: LOOKUP_MISSES,
    collection: 'bookings',
    body: schema(manageBooking, 'ZAirlineCancelInput'),
    answer: schema(manageBooking, 'ZBookingCancelled'),
  }),
  resendBookingConfirmation: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup/resend',
    access: 'public',
    limit: LOOKUP_MISSES,
    // Each resend is a mail: a few per client are plenty, counted once the booking is found.
    keyedLimits: { resends: { name: 'booking resend', points: 3, seconds: 15 * 60, per: 'client' } },
    collection: 'bookings',
    body: schema(manageBooking, 'ZBookingLookupInput'),
    answer: schema(manageBooking, 'ZConfirmationResent'),
  }),
  /** This browser is sent the booking's notices (ticket issued…): found by reference and address, the same 404 for either wrong. */
  pushSubscribe: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup/push',
    access: 'public',
    limit: LOOKUP_MISSES,
    collection: 'bookings',
    body: schema(pushSubscription, 'ZPushSubscribeInput'),
  }),
  /** This browser stops its notices: the push address it holds is the proof (unguessable, the browser's own). */
  pushUnsubscribe: endpoint({
    method: 'POST',
    path: '/api/bookings/push/unsubscribe',
    access: 'public',
    limit: PUSH_CHANGES,
    collection: 'bookings',
    body: schema(pushSubscription, 'ZPushUnsubscribeInput'),
  }),
  flightPackages: endpoint({
    method: 'GET',
    path: '/api/payments/packages/flights',
    access: 'public',
    limit: CATALOGUE,
    query: schema(routeParams, 'ZLocaleQuery'),
    answer: schema(packages, 'ZPackageList'),
  }),
  hotelPackages: endpoint({
    method: 'GET',
    path: '/api/payments/packages/hotels',
    access: 'public',
    limit: CATALOGUE,
    query: schema(routeParams, 'ZLocaleQuery'),
    answer: schema(packages, 'ZPackageList'),
  }),
  flightCheckout: endpoint({
    method: 'POST',
    path: '/api/payments/flight/checkout',
    access: 'public',
    limit: CHECKOUTS,
    body: schema(checkout, 'ZFlightCheckoutRequest'),
    answer: schema(checkout, 'ZCheckoutResponse'),
  }),
  hotelCheckout: endpoint({
    method: 'POST',
    path: '/api/payments/hotel/checkout',
    access: 'public',
    limit: CHECKOUTS,
    body: schema(checkout, 'ZHotelCheckoutRequest'),
    answer: schema(checkout, 'ZCheckoutResponse'),
  }),
  paymentStatus: endpoint({
    method: 'GET',
    path: '/api/payments/status/:sessionId',
    params: schema(routeParams, 'ZCheckoutSessionParams'),
    access: 'public',
    answeredBy: 'api',
    limit: STATUS_READS,
    answer: schema(paymentStatus, 'ZPaymentStatus'),
  }),
  testCheckout: endpoint({
    method: 'GET',
    path: '/api/payments/test-checkout/:sessionId',
    params: schema(routeParams, 'ZCheckoutSessionParams'),
    access: 'public',
    limit: STATUS_READS,
    answer: schema(testCheckout, 'ZTestCheckoutView'),
  }),
  testCheckoutPay: endpoint({
    method: 'POST',
    path: '/api/payments/test-checkout/:sessionId/pay',
    params: schema(routeParams, 'ZCheckoutSessionParams'),
    access: 'public',
    limit: PAYMENT_TRIES,
    body: schema(testCheckout, 'ZTestCardPayment'),
  }),
  paymentWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'provider',
    limit: SIGNED_BY_PROVIDER,
    signedBody: true,
  }),
  /** Starts a mobile-money charge (Flutterwave, or the test checkout's simulation): 202 pending. */
  mobileMoneyCharge: endpoint({
    method: 'POST',
    path: '/api/payments/mobile-money/:sessionId/charge',
    params: schema(routeParams, 'ZCheckoutSessionParams'),
    access: 'public',
    limit: PAYMENT_TRIES,
    body: schema(mobileMoney, 'ZMobileMoneyCharge'),
    answer: schema(mobileMoney, 'ZMobileMoneyChargeAnswer'),
  }),
  /**
   * Re-queries the session's latest mobile-money attempt from the provider (back from its approval
   * page, or a reload while pending); the return's query string is never read. 200 with where it stands.
   */
  mobileMoneyVerify: endpoint({
    method: 'POST',
    path: '/api/payments/mobile-money/:sessionId/verify',
    params: schema(routeParams, 'ZCheckoutSessionParams'),
    access: 'public',
    limit: STATUS_READS,
    answer: schema(mobileMoney, 'ZMobileMoneyChargeAnswer'),
  }),
  /** Flutterwave's webhook: `verif-hash` checked, the transaction re-queried before anything changes. */
  flutterwaveWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/flutterwave/webhook',
    access: 'provider',
    limit: SIGNED_BY_PROVIDER,
    signedBody: true,
  }),
}
