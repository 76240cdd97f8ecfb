import {
  AUTH_TYPES,
  BOOKING_TYPES,
  CONCIERGE_STATUSES,
  RIDE_STATUSES,
  ZONES,
} from '@nexovia/content-schema/core/enums'
import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { staffBooking } from '@nexovia/content-schema/payments/i18n/en-staff'
import { TRAVELLER_TITLES } from '@nexovia/content-schema/payments/travellers'
import { TAXI_AREAS } from '@nexovia/content-schema/taxi/areas'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { keysOf, keysUnder, PASSWORD_TOGGLE_KEYS } from '../../lib/forms/messageGroups'
import type { Messages } from '../../lib/forms/messages'
import { BOOKING_STATUS_MESSAGE_KEYS } from '../account/accountMessages'
import { SURVEY_ANSWER_KEYS } from '../survey/surveyMessages'

/** The staff sign-in form's strings; the page passes them in its language. */
export const ADMIN_LOGIN_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('admin.login', 'username password submit submitting success'),
  ...PASSWORD_TOGGLE_KEYS,
  'validation.fillAllFields',
  ...keysUnder('errors', 'adminLoginFailed accountLocked'),
] as const satisfies readonly UiKey[]
export type AdminLoginMessages = Messages<(typeof ADMIN_LOGIN_MESSAGE_KEYS)[number]>

/** What every console island shows besides its own view: navigation, paging, loading. */
export const CONSOLE_KEYS = [
  ...keysUnder('admin', 'loading search previous next page all yourTime'),
  ...keysUnder('errors', 'network unauthorized forbidden forbiddenOrigin tooManyRequests generic'),
] as const satisfies readonly UiKey[]

/** A console page whose data did not load: the notice's title and the way back to the console. */
export const CONSOLE_LOAD_FAILED_KEYS = [
  'admin.nav.back',
  'errors.loadDataTitle',
] as const satisfies readonly UiKey[]

/** The user dashboard's strings. */
export const ADMIN_USERS_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...keysUnder('admin.users', 'total recent authType searchPlaceholder name email phone country'),
  ...keysUnder('admin.users', 'createdAt actions delete deleteConfirm deleted empty'),
  ...keysOf('admin.users.auth', AUTH_TYPES),
  ...keysUnder('errors', 'loadUsersFailed deleteUserFailed'),
] as const satisfies readonly UiKey[]
export type AdminUsersMessages = Messages<(typeof ADMIN_USERS_MESSAGE_KEYS)[number]>

/** The concierge view's strings. */
export const ADMIN_CONCIERGE_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...keysUnder('admin.concierge', 'total status searchPlaceholder name email phone date view tripDetails'),
  ...keysUnder('admin.concierge', 'contactedBy completedBy markContacted markCompleted close empty'),
  ...keysOf('admin.concierge.status', CONCIERGE_STATUSES),
  ...CONSOLE_LOAD_FAILED_KEYS,
  ...keysUnder('errors', 'loadRequestsFailed updateFailed conciergeTransition'),
] as const satisfies readonly UiKey[]
export type AdminConciergeMessages = Messages<(typeof ADMIN_CONCIERGE_MESSAGE_KEYS)[number]>

/** The survey analytics' strings, with the questionnaire's own question and option labels. */
export const ADMIN_SURVEY_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...keysUnder('admin.survey.tab', 'stats responses'),
  ...keysUnder('admin.survey', 'refresh export total emails emailRate languages language date answers'),
  ...keysUnder('admin.survey', 'searchPlaceholder empty count'),
  ...CONSOLE_LOAD_FAILED_KEYS,
  ...SURVEY_ANSWER_KEYS,
  ...keysUnder('errors', 'loadStatsFailed loadResponsesFailed'),
] as const satisfies readonly UiKey[]
export type AdminSurveyMessages = Messages<(typeof ADMIN_SURVEY_MESSAGE_KEYS)[number]>

/** The taxi console's strings. */
export const ADMIN_TAXI_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...CONSOLE_LOAD_FAILED_KEYS,
  ...keysUnder('taxiAdmin', 'refresh totalRides paid availableDrivers revenue customer route when'),
  ...keysUnder('taxiAdmin', 'passengers requests price status action assign complete cancelRide'),
  ...keysUnder('taxiAdmin', 'cancelConfirm cancelRefundConfirm empty conflict loadFailed flightPickup'),
  ...keysUnder('taxiAdmin', 'flight sign'),
  'taxiPage.luggage',
  ...keysUnder('taxiPage.option', 'childSeat vip extraStop'),
  ...keysOf('taxiAdmin.status', RIDE_STATUSES),
  ...keysUnder('taxiErrors', 'refundFailed rideNotFound driverNotFound rideNotPaid driverUnavailable'),
  ...keysUnder('taxiErrors', 'driverWrongZone transitionRefused'),
  ...keysUnder('taxiAdmin.modal', 'title driver chooseDriver noDriver notes save cancel'),
  ...keysUnder('taxiAdmin.flightStatus', 'scheduled on_time delayed landed cancelled'),
  ...keysOf('taxiAdmin.area', TAXI_AREAS),
  ...keysOf('taxiAdmin.zone', ZONES),
  'errors.updateFailed',
  ...keysUnder('validation', 'driverRequired rideRequired'),
] as const satisfies readonly UiKey[]
export type AdminTaxiMessages = Messages<(typeof ADMIN_TAXI_MESSAGE_KEYS)[number]>

/** The bookings view's strings, with the passengers panel's. */
export const ADMIN_BOOKINGS_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...CONSOLE_LOAD_FAILED_KEYS,
  ...keysUnder('admin.bookings', 'searchPlaceholder status reference notPaid type item email departure'),
  ...keysUnder('admin.bookings', 'amount passengers view viewLabel empty loadFailed passengersTitle'),
  ...keysUnder('admin.bookings', 'passengersFailed noPassengers contact name birthDate nationality'),
  ...keysUnder('admin.bookings', 'passportNumber passportExpiry reveal hide revealLabel hideLabel close'),
  ...BOOKING_STATUS_MESSAGE_KEYS,
  ...keysOf('admin.bookings.type', BOOKING_TYPES),
  ...keysOf('travellers.titles', TRAVELLER_TITLES),
  ...keysUnder('validation', 'reasonRequired noteRequired dateRangeOrder'),
  'errors.invalidInput',
  ...(Object.keys(staffBooking) as (keyof typeof staffBooking)[]),
] as const satisfies readonly UiKey[]
export type AdminBookingsMessages = Messages<(typeof ADMIN_BOOKINGS_MESSAGE_KEYS)[number]>
