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
import { keysOf, PASSWORD_TOGGLE_KEYS } from '../../lib/forms/messageGroups'
import type { Messages } from '../../lib/forms/messages'
import { BOOKING_STATUS_MESSAGE_KEYS } from '../account/accountMessages'
import { SURVEY_ANSWER_KEYS } from '../survey/surveyMessages'

/** The staff sign-in form's strings; the page passes them in its language. */
export const ADMIN_LOGIN_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'admin.login.username',
  'admin.login.password',
  'admin.login.submit',
  'admin.login.submitting',
  'admin.login.success',
  ...PASSWORD_TOGGLE_KEYS,
  'validation.fillAllFields',
  'errors.adminLoginFailed',
  'errors.accountLocked',
] as const satisfies readonly UiKey[]
export type AdminLoginMessages = Messages<(typeof ADMIN_LOGIN_MESSAGE_KEYS)[number]>

/** What every console island shows besides its own view: navigation, paging, loading. */
export const CONSOLE_KEYS = [
  'admin.loading',
  'admin.search',
  'admin.previous',
  'admin.next',
  'admin.page',
  'admin.all',
  'admin.yourTime',
  'errors.network',
  'errors.unauthorized',
  'errors.forbidden',
  'errors.forbiddenOrigin',
  'errors.tooManyRequests',
  'errors.generic',
] as const satisfies readonly UiKey[]

/** A console page whose data did not load: the notice's title and the way back to the console. */
export const CONSOLE_LOAD_FAILED_KEYS = [
  'admin.nav.back',
  'errors.loadDataTitle',
] as const satisfies readonly UiKey[]

/** The user dashboard's strings. */
export const ADMIN_USERS_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  'admin.users.total',
  'admin.users.recent',
  'admin.users.authType',
  ...keysOf('admin.users.auth', AUTH_TYPES),
  'admin.users.searchPlaceholder',
  'admin.users.name',
  'admin.users.email',
  'admin.users.phone',
  'admin.users.country',
  'admin.users.createdAt',
  'admin.users.actions',
  'admin.users.delete',
  'admin.users.deleteConfirm',
  'admin.users.deleted',
  'admin.users.empty',
  'errors.loadUsersFailed',
  'errors.deleteUserFailed',
] as const satisfies readonly UiKey[]
export type AdminUsersMessages = Messages<(typeof ADMIN_USERS_MESSAGE_KEYS)[number]>

/** The concierge view's strings. */
export const ADMIN_CONCIERGE_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  'admin.concierge.total',
  'admin.concierge.status',
  ...keysOf('admin.concierge.status', CONCIERGE_STATUSES),
  'admin.concierge.searchPlaceholder',
  'admin.concierge.name',
  'admin.concierge.email',
  'admin.concierge.phone',
  'admin.concierge.date',
  'admin.concierge.view',
  'admin.concierge.tripDetails',
  'admin.concierge.contactedBy',
  'admin.concierge.completedBy',
  'admin.concierge.markContacted',
  'admin.concierge.markCompleted',
  'admin.concierge.close',
  'admin.concierge.empty',
  ...CONSOLE_LOAD_FAILED_KEYS,
  'errors.loadRequestsFailed',
  'errors.updateFailed',
  'errors.conciergeTransition',
] as const satisfies readonly UiKey[]
export type AdminConciergeMessages = Messages<(typeof ADMIN_CONCIERGE_MESSAGE_KEYS)[number]>

/** The survey analytics' strings, with the questionnaire's own question and option labels. */
export const ADMIN_SURVEY_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  'admin.survey.tab.stats',
  'admin.survey.tab.responses',
  'admin.survey.refresh',
  'admin.survey.export',
  'admin.survey.total',
  'admin.survey.emails',
  'admin.survey.emailRate',
  'admin.survey.languages',
  'admin.survey.language',
  'admin.survey.date',
  'admin.survey.answers',
  'admin.survey.searchPlaceholder',
  'admin.survey.empty',
  'admin.survey.count',
  ...CONSOLE_LOAD_FAILED_KEYS,
  ...SURVEY_ANSWER_KEYS,
  'errors.loadStatsFailed',
  'errors.loadResponsesFailed',
] as const satisfies readonly UiKey[]
export type AdminSurveyMessages = Messages<(typeof ADMIN_SURVEY_MESSAGE_KEYS)[number]>

/** The taxi console's strings. */
export const ADMIN_TAXI_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...CONSOLE_LOAD_FAILED_KEYS,
  'taxiAdmin.refresh',
  'taxiAdmin.totalRides',
  'taxiAdmin.paid',
  'taxiAdmin.availableDrivers',
  'taxiAdmin.revenue',
  'taxiAdmin.customer',
  'taxiAdmin.route',
  'taxiAdmin.when',
  'taxiAdmin.passengers',
  'taxiAdmin.requests',
  'taxiPage.luggage',
  'taxiPage.option.childSeat',
  'taxiPage.option.vip',
  'taxiPage.option.extraStop',
  'taxiAdmin.price',
  'taxiAdmin.status',
  'taxiAdmin.action',
  ...keysOf('taxiAdmin.status', RIDE_STATUSES),
  'taxiAdmin.assign',
  'taxiAdmin.complete',
  'taxiAdmin.cancelRide',
  'taxiAdmin.cancelConfirm',
  'taxiAdmin.cancelRefundConfirm',
  'taxiErrors.refundFailed',
  'taxiAdmin.empty',
  'taxiAdmin.modal.title',
  'taxiAdmin.modal.driver',
  'taxiAdmin.modal.chooseDriver',
  'taxiAdmin.modal.noDriver',
  'taxiAdmin.modal.notes',
  'taxiAdmin.modal.save',
  'taxiAdmin.modal.cancel',
  'taxiAdmin.conflict',
  'taxiAdmin.loadFailed',
  'taxiAdmin.flightPickup',
  'taxiAdmin.flight',
  'taxiAdmin.sign',
  'taxiAdmin.flightStatus.on_time',
  'taxiAdmin.flightStatus.delayed',
  'taxiAdmin.flightStatus.landed',
  'taxiAdmin.flightStatus.cancelled',
  ...keysOf('taxiAdmin.area', TAXI_AREAS),
  ...keysOf('taxiAdmin.zone', ZONES),
  'errors.updateFailed',
  'taxiErrors.rideNotFound',
  'taxiErrors.driverNotFound',
  'taxiErrors.rideNotPaid',
  'taxiErrors.driverUnavailable',
  'taxiErrors.driverWrongZone',
  'taxiErrors.transitionRefused',
  'validation.driverRequired',
  'validation.rideRequired',
] as const satisfies readonly UiKey[]
export type AdminTaxiMessages = Messages<(typeof ADMIN_TAXI_MESSAGE_KEYS)[number]>

/** The bookings view's strings, with the passengers panel's. */
export const ADMIN_BOOKINGS_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...CONSOLE_LOAD_FAILED_KEYS,
  'admin.bookings.searchPlaceholder',
  'admin.bookings.status',
  ...BOOKING_STATUS_MESSAGE_KEYS,
  'admin.bookings.reference',
  'admin.bookings.notPaid',
  'admin.bookings.type',
  ...keysOf('admin.bookings.type', BOOKING_TYPES),
  'admin.bookings.item',
  'admin.bookings.email',
  'admin.bookings.departure',
  'admin.bookings.amount',
  'admin.bookings.passengers',
  'admin.bookings.view',
  'admin.bookings.viewLabel',
  'admin.bookings.empty',
  'admin.bookings.loadFailed',
  'admin.bookings.passengersTitle',
  'admin.bookings.passengersFailed',
  'admin.bookings.noPassengers',
  'admin.bookings.contact',
  'admin.bookings.name',
  'admin.bookings.birthDate',
  'admin.bookings.nationality',
  'admin.bookings.passportNumber',
  'admin.bookings.passportExpiry',
  'admin.bookings.reveal',
  'admin.bookings.hide',
  'admin.bookings.revealLabel',
  'admin.bookings.hideLabel',
  'admin.bookings.close',
  ...keysOf('travellers.titles', TRAVELLER_TITLES),
  'validation.reasonRequired',
  'validation.noteRequired',
  'validation.dateRangeOrder',
  'errors.invalidInput',
  ...(Object.keys(staffBooking) as (keyof typeof staffBooking)[]),
] as const satisfies readonly UiKey[]
export type AdminBookingsMessages = Messages<(typeof ADMIN_BOOKINGS_MESSAGE_KEYS)[number]>
