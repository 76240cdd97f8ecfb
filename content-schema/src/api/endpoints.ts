/**
 * Every endpoint of the cms that Nexovia itself serves or calls, declared once: the cms registers
 * its routes from here (cms/src/http/contractRoute.ts refuses to start with a route missing from
 * this table, or an entry without its route) and the site calls them through one typed client
 * (site/src/lib/api/). zod-free: the schemas load on demand.
 */
import { endpoint, schema } from './contract.ts'

const accounts = () => import('../accounts/account.ts')
const admin = () => import('../accounts/admin.ts')
const auth = () => import('../accounts/auth.ts')
const concierge = () => import('../concierge/request.ts')
const flightLead = () => import('../flights/lead.ts')
const flightSearch = () => import('../flights/search.ts')
const hotelSearch = () => import('../hotels/search.ts')
const placeSearch = () => import('../places/search.ts')
const checkout = () => import('../payments/checkout.ts')
const packages = () => import('../payments/packages.ts')
const manageBooking = () => import('../payments/manage.ts')
const paymentStatus = () => import('../payments/payment-status.ts')
const testCheckout = () => import('../payments/test-checkout.ts')
const survey = () => import('../survey/response.ts')
const taxiAdmin = () => import('../taxi/admin.ts')
const taxiAssign = () => import('../taxi/assign-driver.ts')
const taxiBooking = () => import('../taxi/booking.ts')
const taxiQuote = () => import('../taxi/quote.ts')

export const API = {
  // Traveller accounts (routes of the users collection, ahead of Payload's own).
  register: endpoint({
    method: 'POST',
    path: '/api/users/register',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZRegisterInput'),
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZLoginInput'),
  }),
  logout: endpoint({ method: 'POST', path: '/api/users/logout', access: 'traveller', collection: 'users' }),
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    access: 'public',
    collection: 'users',
    answer: schema(accounts, 'ZMe'),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/users/forgot-password',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZForgotPasswordInput'),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/users/reset-password',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZResetPasswordInput'),
  }),
  oidcConfig: endpoint({
    method: 'GET',
    path: '/api/users/oidc/config',
    access: 'public',
    collection: 'users',
    answer: schema(accounts, 'ZOidcConfig'),
  }),
  /** A browser navigation (?locale=), answered with a redirect to the identity provider. */
  oidcStart: endpoint({
    method: 'GET',
    path: '/api/users/oidc/start',
    access: 'public',
    collection: 'users',
  }),
  oidcCallback: endpoint({
    method: 'POST',
    path: '/api/users/oidc/callback',
    access: 'public',
    collection: 'users',
    body: schema(auth, 'ZOidcCallbackInput'),
  }),
  // Payload's auth routes the site has no use for, closed (answered 404).
  closedRefreshToken: endpoint({
    method: 'POST',
    path: '/api/users/refresh-token',
    access: 'nobody',
    collection: 'users',
  }),
  closedFirstRegister: endpoint({
    method: 'POST',
    path: '/api/users/first-register',
    access: 'nobody',
    collection: 'users',
  }),
  closedVerify: endpoint({
    method: 'POST',
    path: '/api/users/verify/:token',
    access: 'nobody',
    collection: 'users',
  }),

  account: endpoint({
    method: 'GET',
    path: '/api/account',
    access: 'traveller',
    answer: schema(accounts, 'ZAccount'),
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/api/account',
    access: 'traveller',
    body: schema(auth, 'ZProfileUpdateInput'),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'traveller',
    body: schema(auth, 'ZPasswordChangeInput'),
  }),
  /** Confirms the address from the mailed link (the token is the proof); guest bookings join the account. */
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/account/verify-email',
    access: 'public',
    body: schema(auth, 'ZVerifyEmailInput'),
    answer: schema(accounts, 'ZEmailVerified'),
  }),
  sendVerificationEmail: endpoint({
    method: 'POST',
    path: '/api/account/verify-email/send',
    access: 'traveller',
    answer: schema(accounts, 'ZVerificationSent'),
  }),
  /** A booking found by reference and address (signed in or not): the same 404 for a wrong one of either. */
  bookingLookup: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup',
    access: 'public',
    collection: 'bookings',
    body: schema(manageBooking, 'ZBookingLookupInput'),
    answer: schema(manageBooking, 'ZBookingLookupAnswer'),
  }),
  /** The traveller cancels within the free cancellation: refunded in full. */
  cancelBooking: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup/cancel',
    access: 'public',
    collection: 'bookings',
    body: schema(manageBooking, 'ZBookingLookupInput'),
    answer: schema(manageBooking, 'ZBookingCancelled'),
  }),
  resendBookingConfirmation: endpoint({
    method: 'POST',
    path: '/api/bookings/lookup/resend',
    access: 'public',
    collection: 'bookings',
    body: schema(manageBooking, 'ZBookingLookupInput'),
    answer: schema(manageBooking, 'ZConfirmationResent'),
  }),
  accountBookings: endpoint({
    method: 'GET',
    path: '/api/account/bookings',
    access: 'traveller',
    answer: schema(accounts, 'ZAccountBookings'),
  }),

  // Staff sign-in: Payload's own routes on admins, guarded (body checked, rate-limited).
  staffLogin: endpoint({
    method: 'POST',
    path: '/api/admins/login',
    access: 'public',
    collection: 'admins',
    body: schema(auth, 'ZAdminLoginInput'),
  }),
  staffForgotPassword: endpoint({
    method: 'POST',
    path: '/api/admins/forgot-password',
    access: 'public',
    collection: 'admins',
  }),
  staffResetPassword: endpoint({
    method: 'POST',
    path: '/api/admins/reset-password',
    access: 'public',
    collection: 'admins',
  }),
  /** Payload's own route, called by the site: not registered by us (builtIn). */
  staffMe: endpoint({
    method: 'GET',
    path: '/api/admins/me',
    access: 'staff',
    collection: 'admins',
    builtIn: true,
    answer: schema(accounts, 'ZStaffMe'),
  }),
  staffLogout: endpoint({
    method: 'POST',
    path: '/api/admins/logout',
    access: 'staff',
    collection: 'admins',
    builtIn: true,
  }),

  // Admin console.
  adminUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    query: schema(admin, 'ZAdminUserListQuery'),
    answer: schema(admin, 'ZAdminUserList'),
  }),
  adminUserStats: endpoint({
    method: 'GET',
    path: '/api/admin/users/stats',
    access: 'admin',
    answer: schema(admin, 'ZAdminUserStats'),
  }),
  deleteTraveller: endpoint({ method: 'DELETE', path: '/api/admin/users/:id', access: 'admin' }),
  conciergeRequests: endpoint({
    method: 'GET',
    path: '/api/concierge/requests',
    access: 'admin',
    query: schema(concierge, 'ZConciergeListQuery'),
    answer: schema(concierge, 'ZConciergeRequestList'),
  }),
  conciergeRequest: endpoint({
    method: 'GET',
    path: '/api/concierge/requests/:id',
    access: 'admin',
    answer: schema(concierge, 'ZConciergeAdminRequest'),
  }),
  updateConciergeRequest: endpoint({
    method: 'PUT',
    path: '/api/concierge/requests/:id',
    access: 'admin',
    body: schema(concierge, 'ZConciergeStatusUpdate'),
    answer: schema(concierge, 'ZConciergeAdminRequest'),
  }),
  conciergeStats: endpoint({
    method: 'GET',
    path: '/api/concierge/stats',
    access: 'admin',
    answer: schema(concierge, 'ZConciergeStats'),
  }),
  surveyStats: endpoint({
    method: 'GET',
    path: '/api/travel-savings/survey/stats',
    access: 'admin',
    answer: schema(survey, 'ZSurveyStats'),
  }),
  surveyResponses: endpoint({
    method: 'GET',
    path: '/api/travel-savings/survey/responses',
    access: 'admin',
    query: schema(survey, 'ZSurveyResponsesQuery'),
    answer: schema(survey, 'ZSurveyResponseList'),
  }),
  /** A CSV download. */
  surveyExport: endpoint({ method: 'GET', path: '/api/travel-savings/survey/export', access: 'admin' }),
  taxiRides: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/rides',
    access: 'admin',
    query: schema(taxiAdmin, 'ZTaxiRideListQuery'),
    answer: schema(taxiAdmin, 'ZTaxiRideList'),
  }),
  availableDrivers: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/drivers/available',
    access: 'admin',
    query: schema(taxiAdmin, 'ZDriverAvailabilityQuery'),
    answer: schema(taxiAdmin, 'ZDriverList'),
  }),
  taxiStats: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/stats',
    access: 'admin',
    answer: schema(taxiAdmin, 'ZTaxiStats'),
  }),
  assignDriver: endpoint({
    method: 'POST',
    path: '/api/taxi/admin/assign-driver',
    access: 'admin',
    body: schema(taxiAssign, 'ZAssignDriver'),
    answer: schema(taxiAdmin, 'ZAssignedRide'),
  }),
  moveRide: endpoint({
    method: 'PUT',
    path: '/api/taxi/admin/rides/:id/status',
    access: 'admin',
    body: schema(taxiAdmin, 'ZRideStatusMove'),
    answer: schema(taxiAdmin, 'ZAssignedRide'),
  }),

  // Public forms and searches.
  submitConcierge: endpoint({
    method: 'POST',
    path: '/api/concierge/submit',
    access: 'public',
    body: schema(concierge, 'ZConciergeSubmit'),
  }),
  submitSurvey: endpoint({
    method: 'POST',
    path: '/api/travel-savings/survey',
    access: 'public',
    body: schema(survey, 'ZSurveySubmit'),
  }),
  searchFlights: endpoint({
    method: 'POST',
    path: '/api/flights/search',
    access: 'public',
    body: schema(flightSearch, 'ZFlightSearchQuery'),
    answer: schema(flightSearch, 'ZFlightSearchResponse'),
  }),
  repriceFlight: endpoint({
    method: 'POST',
    path: '/api/flights/reprice',
    access: 'public',
    body: schema(flightSearch, 'ZRepriceRequest'),
    answer: schema(flightSearch, 'ZRepriceResponse'),
  }),
  itinerary: endpoint({
    method: 'GET',
    path: '/api/flights/itinerary/:id',
    access: 'public',
    answer: schema(flightSearch, 'ZItinerary'),
  }),
  submitFlightLead: endpoint({
    method: 'POST',
    path: '/api/flights/leads/flight',
    access: 'public',
    body: schema(flightLead, 'ZFlightLeadInput'),
  }),
  searchFlightData: endpoint({
    method: 'POST',
    path: '/api/flights/data/search',
    access: 'public',
    body: schema(flightSearch, 'ZFlightDataSearchQuery'),
    answer: schema(flightSearch, 'ZFlightDataSearchResponse'),
  }),
  searchHotels: endpoint({
    method: 'POST',
    path: '/api/hotels/data/search-location',
    access: 'public',
    collection: 'hotels',
    body: schema(hotelSearch, 'ZHotelSearchQuery'),
    answer: schema(hotelSearch, 'ZHotelSearchResponse'),
  }),
  placesAutocomplete: endpoint({
    method: 'POST',
    path: '/api/places/autocomplete',
    access: 'public',
    collection: 'places',
    body: schema(placeSearch, 'ZPlaceSearchQuery'),
    answer: schema(placeSearch, 'ZPlaceSearchResponse'),
  }),
  placesForward: endpoint({
    method: 'POST',
    path: '/api/places/forward',
    access: 'public',
    collection: 'places',
    body: schema(placeSearch, 'ZPlaceSearchQuery'),
    answer: schema(placeSearch, 'ZPlaceSearchResponse'),
  }),
  taxiQuote: endpoint({
    method: 'POST',
    path: '/api/taxi/quote',
    access: 'public',
    body: schema(taxiQuote, 'ZTaxiQuoteBody'),
    answer: schema(taxiQuote, 'ZTaxiQuoteResponse'),
  }),
  taxiBook: endpoint({
    method: 'POST',
    path: '/api/taxi/book',
    access: 'public',
    body: schema(taxiBooking, 'ZTaxiBookingRequest'),
    answer: schema(taxiBooking, 'ZTaxiBookingResponse'),
  }),

  // Payments.
  flightPackages: endpoint({
    method: 'GET',
    path: '/api/payments/packages/flights',
    access: 'public',
    answer: schema(packages, 'ZPackageList'),
  }),
  hotelPackages: endpoint({
    method: 'GET',
    path: '/api/payments/packages/hotels',
    access: 'public',
    answer: schema(packages, 'ZPackageList'),
  }),
  flightCheckout: endpoint({
    method: 'POST',
    path: '/api/payments/flight/checkout',
    access: 'public',
    body: schema(checkout, 'ZFlightCheckoutRequest'),
    answer: schema(checkout, 'ZCheckoutResponse'),
  }),
  hotelCheckout: endpoint({
    method: 'POST',
    path: '/api/payments/hotel/checkout',
    access: 'public',
    body: schema(checkout, 'ZHotelCheckoutRequest'),
    answer: schema(checkout, 'ZCheckoutResponse'),
  }),
  paymentStatus: endpoint({
    method: 'GET',
    path: '/api/payments/status/:sessionId',
    access: 'public',
    answer: schema(paymentStatus, 'ZPaymentStatus'),
  }),
  testCheckout: endpoint({
    method: 'GET',
    path: '/api/payments/test-checkout/:sessionId',
    access: 'public',
    answer: schema(testCheckout, 'ZTestCheckoutView'),
  }),
  testCheckoutPay: endpoint({
    method: 'POST',
    path: '/api/payments/test-checkout/:sessionId/pay',
    access: 'public',
    body: schema(testCheckout, 'ZTestCardPayment'),
  }),
  paymentWebhook: endpoint({ method: 'POST', path: '/api/payments/webhook', access: 'provider' }),

  health: endpoint({ method: 'GET', path: '/api/health', access: 'public' }),
} as const

export type ApiName = keyof typeof API
