import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import type { Messages } from '../../lib/forms/messages'
import { SURVEY_ANSWER_KEYS } from '../survey/surveyMessages'

/** The staff sign-in form's strings; the page passes them in its language. */
export const ADMIN_LOGIN_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'admin.login.username',
  'admin.login.password',
  'admin.login.submit',
  'admin.login.submitting',
  'admin.login.success',
  'common.showPassword',
  'common.hidePassword',
  'validation.fillAllFields',
  'errors.adminLoginFailed',
  'errors.accountLocked',
] as const satisfies readonly UiKey[]
export type AdminLoginMessages = Messages<(typeof ADMIN_LOGIN_MESSAGE_KEYS)[number]>

/** What every console island shows besides its own view: navigation, paging, loading. */
const CONSOLE_KEYS = [
  'admin.loading',
  'admin.search',
  'admin.previous',
  'admin.next',
  'admin.page',
  'admin.all',
  'errors.network',
  'errors.unauthorized',
  'errors.forbidden',
  'errors.forbiddenOrigin',
  'errors.tooManyRequests',
  'errors.generic',
] as const satisfies readonly UiKey[]

/** The user dashboard's strings. */
export const ADMIN_USERS_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  'admin.users.total',
  'admin.users.recent',
  'admin.users.authType',
  'admin.users.auth.password',
  'admin.users.auth.oidc',
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
  'admin.concierge.status.pending',
  'admin.concierge.status.contacted',
  'admin.concierge.status.completed',
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
  'admin.nav.back',
  'errors.loadRequestsFailed',
  'errors.loadDataTitle',
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
  'admin.nav.back',
  ...SURVEY_ANSWER_KEYS,
  'errors.loadStatsFailed',
  'errors.loadResponsesFailed',
  'errors.loadDataTitle',
] as const satisfies readonly UiKey[]
export type AdminSurveyMessages = Messages<(typeof ADMIN_SURVEY_MESSAGE_KEYS)[number]>

/** The taxi console's strings. */
export const ADMIN_TAXI_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  'admin.nav.back',
  'taxiAdmin.refresh',
  'taxiAdmin.totalRides',
  'taxiAdmin.paid',
  'taxiAdmin.availableDrivers',
  'taxiAdmin.revenue',
  'taxiAdmin.customer',
  'taxiAdmin.route',
  'taxiAdmin.when',
  'taxiAdmin.passengers',
  'taxiAdmin.price',
  'taxiAdmin.status',
  'taxiAdmin.action',
  'taxiAdmin.status.pending_payment',
  'taxiAdmin.status.paid',
  'taxiAdmin.status.assigned',
  'taxiAdmin.status.completed',
  'taxiAdmin.status.cancelled',
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
  'taxiAdmin.zone.us-northeast',
  'taxiAdmin.zone.west-africa',
  'errors.loadDataTitle',
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
