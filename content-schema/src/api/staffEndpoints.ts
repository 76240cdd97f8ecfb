import { endpoint, schema } from './contract.ts'

const routeParams = () => import('./route-params.ts')
const accountAnswers = () => import('../accounts/account-answers.ts')
const admin = () => import('../accounts/admin.ts')
const adminBookings = () => import('../payments/admin-bookings.ts')
const adminBookingAnswers = () => import('../payments/admin-booking-answers.ts')
const auth = () => import('../accounts/auth.ts')
const staffActions = () => import('../payments/staff-actions.ts')
const staffActionAnswers = () => import('../payments/staff-action-answers.ts')
const concierge = () => import('../concierge/request.ts')
const survey = () => import('../survey/response.ts')
const taxiAdmin = () => import('../taxi/admin.ts')
const taxiAssign = () => import('../taxi/assign-driver.ts')
const ticketing = () => import('../flights/ticketing-entry.ts')
const ticketingAnswers = () => import('../flights/ticketing-answers.ts')

// The console answers a signed-in administrator only (and its writes only from the site's origin).
const ADMIN_ONLY = { none: 'administrators only, signed in; writes from the same origin' }
// Notes one booking may take in an hour, whoever writes them: a busy day's worth, not a script's.
const NOTES_PER_BOOKING = { name: 'booking-notes', points: 30, seconds: 60 * 60, per: 'booking' }
const BUILT_IN = { none: "Payload's own route (builtIn): not mounted by the route builder" }

/** Staff sign-in (Payload's own routes on admins, guarded) and the admin console: administrators only. */
export const STAFF_ENDPOINTS = {
  staffLogin: endpoint({
    method: 'POST',
    path: '/api/admins/login',
    access: 'public',
    limit: { name: 'staff-login', points: 20, seconds: 5 * 60 },
    // Payload's own per-account lockout is off: a stranger must not lock anyone out.
    keyedLimits: {
      failures: {
        name: 'staff-login-failures',
        points: 5,
        seconds: 15 * 60,
        per: 'account and client',
        counts: 'failures',
      },
    },
    collection: 'admins',
    body: schema(auth, 'ZAdminLoginInput'),
  }),
  staffForgotPassword: endpoint({
    method: 'POST',
    path: '/api/admins/forgot-password',
    access: 'public',
    limit: { name: 'staff-forgot-password', points: 5, seconds: 15 * 60 },
    body: schema(auth, 'ZStaffForgotInput'),
    collection: 'admins',
  }),
  staffResetPassword: endpoint({
    method: 'POST',
    path: '/api/admins/reset-password',
    access: 'public',
    limit: { name: 'staff-reset-password', points: 10, seconds: 15 * 60 },
    body: schema(auth, 'ZStaffResetInput'),
    collection: 'admins',
  }),
  /** Payload's own route, called by the site: not registered by us (builtIn). */
  staffMe: endpoint({
    method: 'GET',
    path: '/api/admins/me',
    access: 'staff',
    collection: 'admins',
    builtIn: true,
    limit: BUILT_IN,
    answer: schema(accountAnswers, 'ZStaffMe'),
  }),
  staffLogout: endpoint({
    method: 'POST',
    path: '/api/admins/logout',
    access: 'staff',
    collection: 'admins',
    builtIn: true,
    limit: BUILT_IN,
  }),
  adminUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    limit: ADMIN_ONLY,
    query: schema(admin, 'ZAdminUserListQuery'),
    answer: schema(admin, 'ZAdminUserList'),
  }),
  adminUserStats: endpoint({
    method: 'GET',
    path: '/api/admin/users/stats',
    access: 'admin',
    limit: ADMIN_ONLY,
    answer: schema(admin, 'ZAdminUserStats'),
  }),
  deleteTraveller: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
  }),
  /** The day's rates fetched now from the configured source (the daily job does the same). */
  refreshExchangeRates: endpoint({
    method: 'POST',
    path: '/api/money/rates/refresh',
    access: 'admin',
    // Each refresh calls the rates' source (Flutterwave or the ECB): a few a day is plenty.
    limit: { name: 'rates-refresh', points: 10, seconds: 10 * 60 },
  }),
  adminBookings: endpoint({
    method: 'GET',
    path: '/api/admin/bookings',
    access: 'admin',
    limit: ADMIN_ONLY,
    query: schema(adminBookings, 'ZAdminBookingListQuery'),
    answer: schema(adminBookingAnswers, 'ZAdminBookingList'),
  }),
  /** A booking's passengers as in their passports (booking-travellers): staff only, never logged. */
  adminBookingTravellers: endpoint({
    method: 'GET',
    path: '/api/admin/bookings/:id/travellers',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    answer: schema(adminBookingAnswers, 'ZAdminBookingTravellers'),
  }),
  /** Staff refund (paid) or cancel (unpaid) a booking with a reason, kept in its history. */
  staffCancelBooking: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/cancel',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    body: schema(staffActions, 'ZStaffCancel'),
    answer: schema(staffActionAnswers, 'ZStaffCancelOutcome'),
  }),
  /** A note on a booking, with its author and time: answered with the booking's history. */
  addBookingNote: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/notes',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    keyedLimits: { notes: NOTES_PER_BOOKING },
    body: schema(staffActions, 'ZStaffNote'),
    answer: schema(staffActionAnswers, 'ZBookingHistory'),
  }),
  /** Who did what to a booking (the audit trail), newest first. */
  bookingHistory: endpoint({
    method: 'GET',
    path: '/api/admin/bookings/:id/history',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    query: schema(staffActions, 'ZBookingHistoryQuery'),
    answer: schema(staffActionAnswers, 'ZBookingHistory'),
  }),
  conciergeRequests: endpoint({
    method: 'GET',
    path: '/api/concierge/requests',
    access: 'admin',
    limit: ADMIN_ONLY,
    query: schema(concierge, 'ZConciergeListQuery'),
    answer: schema(concierge, 'ZConciergeRequestList'),
  }),
  conciergeRequest: endpoint({
    method: 'GET',
    path: '/api/concierge/requests/:id',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    answer: schema(concierge, 'ZConciergeAdminRequest'),
  }),
  updateConciergeRequest: endpoint({
    method: 'PUT',
    path: '/api/concierge/requests/:id',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    body: schema(concierge, 'ZConciergeStatusUpdate'),
    answer: schema(concierge, 'ZConciergeAdminRequest'),
  }),
  conciergeStats: endpoint({
    method: 'GET',
    path: '/api/concierge/stats',
    access: 'admin',
    limit: ADMIN_ONLY,
    answer: schema(concierge, 'ZConciergeStats'),
  }),
  surveyStats: endpoint({
    method: 'GET',
    path: '/api/travel-savings/survey/stats',
    access: 'admin',
    limit: ADMIN_ONLY,
    answer: schema(survey, 'ZSurveyStats'),
  }),
  surveyResponses: endpoint({
    method: 'GET',
    path: '/api/travel-savings/survey/responses',
    access: 'admin',
    limit: ADMIN_ONLY,
    query: schema(survey, 'ZSurveyResponsesQuery'),
    answer: schema(survey, 'ZSurveyResponseList'),
  }),
  /** A CSV download. */
  surveyExport: endpoint({
    method: 'GET',
    path: '/api/travel-savings/survey/export',
    access: 'admin',
    limit: ADMIN_ONLY,
  }),
  taxiRides: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/rides',
    access: 'admin',
    limit: ADMIN_ONLY,
    query: schema(taxiAdmin, 'ZTaxiRideListQuery'),
    answer: schema(taxiAdmin, 'ZTaxiRideList'),
  }),
  availableDrivers: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/drivers/available',
    access: 'admin',
    limit: ADMIN_ONLY,
    query: schema(taxiAdmin, 'ZDriverAvailabilityQuery'),
    answer: schema(taxiAdmin, 'ZDriverList'),
  }),
  taxiStats: endpoint({
    method: 'GET',
    path: '/api/taxi/admin/stats',
    access: 'admin',
    limit: ADMIN_ONLY,
    answer: schema(taxiAdmin, 'ZTaxiStats'),
  }),
  assignDriver: endpoint({
    method: 'POST',
    path: '/api/taxi/admin/assign-driver',
    access: 'admin',
    limit: ADMIN_ONLY,
    body: schema(taxiAssign, 'ZAssignDriver'),
    answer: schema(taxiAdmin, 'ZAssignedRide'),
  }),
  moveRide: endpoint({
    method: 'PUT',
    path: '/api/taxi/admin/rides/:id/status',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    body: schema(taxiAdmin, 'ZRideStatusMove'),
    answer: schema(taxiAdmin, 'ZAssignedRide'),
  }),
  /** The ticketing desk: paid flight bookings waiting for tickets, oldest payment first. */
  ticketingDesk: endpoint({
    method: 'GET',
    path: '/api/admin/flight-tickets',
    access: 'admin',
    limit: ADMIN_ONLY,
    answer: schema(ticketingAnswers, 'ZTicketingDesk'),
  }),
  /** Staff enter a booking's PNR and e-tickets (`:id` the booking's): it is ticketed and its traveller mailed. */
  issueTickets: endpoint({
    method: 'PUT',
    path: '/api/admin/flight-tickets/:id',
    params: schema(routeParams, 'ZRecordIdParams'),
    access: 'admin',
    limit: ADMIN_ONLY,
    body: schema(ticketing, 'ZFlightTicketing'),
    answer: schema(ticketingAnswers, 'ZTicketingDeskItem'),
  }),
}
