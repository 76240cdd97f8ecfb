/**
 * Every endpoint of the cms that Nexovia itself serves or calls, declared once: the cms registers
 * its routes from here (cms/src/http/contractRoute.ts refuses to start with a route missing from
 * this table, or an entry without its route) and the site calls them through one typed client
 * (site/src/lib/api/). zod-free: the schemas load on demand.
 */
import { endpoint } from './contract.ts'

const accounts = () => import('../accounts/account.ts')
const admin = () => import('../accounts/admin.ts')
const auth = () => import('../accounts/auth.ts')
const concierge = () => import('../operations/concierge-request.ts')
const flightLead = () => import('../operations/flight-lead.ts')
const flightSearch = () => import('../search/flight-search.ts')
const hotelSearch = () => import('../search/hotel-search.ts')
const placeSearch = () => import('../search/place-search.ts')
const checkout = () => import('../payments/checkout.ts')
const packages = () => import('../payments/packages.ts')
const paymentStatus = () => import('../payments/payment-status.ts')
const testCheckout = () => import('../payments/test-checkout.ts')
const survey = () => import('../operations/survey-response.ts')
const taxiAdmin = () => import('../taxi/taxi-admin.ts')
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
    body: () => auth().then((m) => m.ZRegisterInput),
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    collection: 'users',
    body: () => auth().then((m) => m.ZLoginInput),
  }),
  logout: endpoint({ method: 'POST', path: '/api/users/logout', access: 'traveller', collection: 'users' }),
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    access: 'public',
    collection: 'users',
    answer: () => accounts().then((m) => m.ZMe),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/users/forgot-password',
    access: 'public',
    collection: 'users',
    body: () => auth().then((m) => m.ZForgotPasswordInput),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/users/reset-password',
    access: 'public',
    collection: 'users',
    body: () => auth().then((m) => m.ZResetPasswordInput),
  }),
  oidcConfig: endpoint({
    method: 'GET',
    path: '/api/users/oidc/config',
    access: 'public',
    collection: 'users',
    answer: () => accounts().then((m) => m.ZOidcConfig),
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
    body: () => auth().then((m) => m.ZOidcCallbackInput),
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
    answer: () => accounts().then((m) => m.ZAccount),
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/api/account',
    access: 'traveller',
    body: () => auth().then((m) => m.ZProfileUpdateInput),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'traveller',
    body: () => auth().then((m) => m.ZPasswordChangeInput),
  }),
  accountBookings: endpoint({
    method: 'GET',
    path: '/api/account/bookings',
    access: 'traveller',
    answer: () => accounts().then((m) => m.ZAccountBookings),
  }),

  // Staff sign-in: Payload's own routes on admins, guarded (body checked, rate-limited).
  staffLogin: endpoint({
    method: 'POST',
    path: '/api/admins/login',
    access: 'public',
    collection: 'admins',
    body: () => auth().then((m) => m.ZAdminLoginInput),
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
    answer: () => accounts().then((m) => m.ZStaffMe),
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
    query: () => admin().then((m) => m.ZAdminUserListQuery),
    answer: () => admin().then((m) => m.ZAdminUserList),
  }),
  adminUserStats: endpoint({
    method: 'GET',
    path: '/api/admin/users/stats',
    access: 'admin',
    answer: () => admin().then((m) => m.ZAdminUserStats),
  }),
  deleteTraveller: endpoint({ method: 'DELETE', path: '/api/admin/users/:id', access: 'admin' }),
  conciergeRequests: endpoint({
    method: 'GET',
    path: '/api/concierge/requests',
    access: 'admin',
    query: () => concierge().then((m) => m.ZConciergeListQuery),
    answer: () => concierge().then((m) => m.ZConciergeRequestList),
  }),
  conciergeRequest: endpoint({
    method: 'GET',
    path: '/api/concierge/requests/:id',
    access: 'admin',
    answer: () => concierge().then((m) => m.ZConciergeAdminRequest),
  }),
  updateConciergeRequest: endpoint({
    method: 'PUT',
    path: '/api/concierge/requests/:id',
    access: 'admin',
    body: () => concierge().then((m) => m.ZConciergeStatusUpdate),
    answer: () => concierge().then((m) => m.ZConciergeAdminRequest),
  }),
  conciergeStats: endpoint({
    method: 'GET',
    path: '/api/concierge/stats',
    access: 'admin',
    answer: () => concierge().then((m) => m.ZConciergeStats),
  }),
  surveyStats: endpoint({
    method: 'GET',
    path: '/api/travel-savings/survey/stats',
    access: 'admin',
    answer: () => survey().then((m) => m.ZSurveyStats),
  }),
  surveyResponses: endpoint({
    method: 'GET',
    path: '/api/travel-savings/survey/responses',
    access: 'admin',
    query: () => survey().then((m) => m.ZSurveyResponsesQuery),
    answer: () => survey().then((m) => m.ZSurveyResponseList),
  }),
  /** A CSV download. */
  surveyExport: endpoint({ method: 'GET', path: '/api/travel-savings/survey/export', access: 'admin' }),
  taxiRides: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/rides',
    access: 'admin',
    query: () => taxiAdmin().then((m) => m.ZTaxiRideListQuery),
    answer: () => taxiAdmin().then((m) => m.ZTaxiRideList),
  }),
  availableDrivers: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/drivers/available',
    access: 'admin',
    query: () => taxiAdmin().then((m) => m.ZDriverAvailabilityQuery),
    answer: () => taxiAdmin().then((m) => m.ZDriverList),
  }),
  taxiStats: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/stats',
    access: 'admin',
    answer: () => taxiAdmin().then((m) => m.ZTaxiStats),
  }),
  assignDriver: endpoint({
    method: 'POST',
    path: '/api/taxi/admin/assign-driver',
    access: 'admin',
    body: () => taxiAssign().then((m) => m.ZAssignDriver),
    answer: () => taxiAdmin().then((m) => m.ZAssignedRide),
  }),
  moveRide: endpoint({
    method: 'PUT',
    path: '/api/taxi/admin/rides/:id/status',
    access: 'admin',
    body: () => taxiAdmin().then((m) => m.ZRideStatusMove),
    answer: () => taxiAdmin().then((m) => m.ZAssignedRide),
  }),

  // Public forms and searches.
  submitConcierge: endpoint({
    method: 'POST',
    path: '/api/concierge/submit',
    access: 'public',
    body: () => concierge().then((m) => m.ZConciergeSubmit),
  }),
  submitSurvey: endpoint({
    method: 'POST',
    path: '/api/travel-savings/survey',
    access: 'public',
    body: () => survey().then((m) => m.ZSurveySubmit),
  }),
  searchFlights: endpoint({
    method: 'POST',
    path: '/api/flights/search',
    access: 'public',
    body: () => flightSearch().then((m) => m.ZFlightSearchQuery),
    answer: () => flightSearch().then((m) => m.ZFlightSearchResponse),
  }),
  repriceFlight: endpoint({
    method: 'POST',
    path: '/api/flights/reprice',
    access: 'public',
    body: () => flightSearch().then((m) => m.ZRepriceRequest),
    answer: () => flightSearch().then((m) => m.ZRepriceResponse),
  }),
  itinerary: endpoint({
    method: 'GET',
    path: '/api/flights/itinerary/:id',
    access: 'public',
    answer: () => flightSearch().then((m) => m.ZItinerary),
  }),
  submitFlightLead: endpoint({
    method: 'POST',
    path: '/api/flights/leads/flight',
    access: 'public',
    body: () => flightLead().then((m) => m.ZFlightLeadInput),
  }),
  searchFlightData: endpoint({
    method: 'POST',
    path: '/api/flights/data/search',
    access: 'public',
    body: () => flightSearch().then((m) => m.ZFlightDataSearchQuery),
    answer: () => flightSearch().then((m) => m.ZFlightDataSearchResponse),
  }),
  searchHotels: endpoint({
    method: 'POST',
    path: '/api/hotels/data/search-location',
    access: 'public',
    collection: 'hotels',
    body: () => hotelSearch().then((m) => m.ZHotelSearchQuery),
    answer: () => hotelSearch().then((m) => m.ZHotelSearchResponse),
  }),
  placesAutocomplete: endpoint({
    method: 'POST',
    path: '/api/places/autocomplete',
    access: 'public',
    collection: 'places',
    body: () => placeSearch().then((m) => m.ZPlaceSearchQuery),
    answer: () => placeSearch().then((m) => m.ZPlaceSearchResponse),
  }),
  placesForward: endpoint({
    method: 'POST',
    path: '/api/places/forward',
    access: 'public',
    collection: 'places',
    body: () => placeSearch().then((m) => m.ZPlaceSearchQuery),
    answer: () => placeSearch().then((m) => m.ZPlaceSearchResponse),
  }),
  taxiQuote: endpoint({
    method: 'POST',
    path: '/api/taxi/quote',
    access: 'public',
    body: () => taxiQuote().then((m) => m.ZTaxiQuoteBody),
    answer: () => taxiQuote().then((m) => m.ZTaxiQuoteResponse),
  }),
  taxiBook: endpoint({
    method: 'POST',
    path: '/api/taxi/book',
    access: 'public',
    body: () => taxiBooking().then((m) => m.ZTaxiBookingRequest),
    answer: () => taxiBooking().then((m) => m.ZTaxiBookingResponse),
  }),

  // Payments.
  flightPackages: endpoint({
    method: 'GET',
    path: '/api/payments/packages/flights',
    access: 'public',
    answer: () => packages().then((m) => m.ZPackageList),
  }),
  hotelPackages: endpoint({
    method: 'GET',
    path: '/api/payments/packages/hotels',
    access: 'public',
    answer: () => packages().then((m) => m.ZPackageList),
  }),
  flightCheckout: endpoint({
    method: 'POST',
    path: '/api/payments/flight/checkout',
    access: 'public',
    body: () => checkout().then((m) => m.ZFlightCheckoutRequest),
    answer: () => checkout().then((m) => m.ZCheckoutResponse),
  }),
  hotelCheckout: endpoint({
    method: 'POST',
    path: '/api/payments/hotel/checkout',
    access: 'public',
    body: () => checkout().then((m) => m.ZHotelCheckoutRequest),
    answer: () => checkout().then((m) => m.ZCheckoutResponse),
  }),
  paymentStatus: endpoint({
    method: 'GET',
    path: '/api/payments/status/:sessionId',
    access: 'public',
    answer: () => paymentStatus().then((m) => m.ZPaymentStatus),
  }),
  testCheckout: endpoint({
    method: 'GET',
    path: '/api/payments/test-checkout/:sessionId',
    access: 'public',
    answer: () => testCheckout().then((m) => m.ZTestCheckoutView),
  }),
  testCheckoutPay: endpoint({
    method: 'POST',
    path: '/api/payments/test-checkout/:sessionId/pay',
    access: 'public',
    body: () => testCheckout().then((m) => m.ZTestCardPayment),
  }),
  paymentWebhook: endpoint({ method: 'POST', path: '/api/payments/webhook', access: 'provider' }),

  health: endpoint({ method: 'GET', path: '/api/health', access: 'public' }),
} as const

export type ApiName = keyof typeof API
