import { BOOKING_STATUSES } from '@nexovia/content-schema/core/enums'
import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import {
  EMAIL_CHECK_KEYS,
  keysOf,
  keysUnder,
  NAME_CHECK_KEYS,
  NEW_PASSWORD_CHECK_KEYS,
  PASSWORD_TOGGLE_KEYS,
} from '../../lib/forms/messageGroups'
import type { Messages, Translate } from '../../lib/forms/messages'
import { FLIGHT_TICKETS_KEYS } from '../bookings/FlightTickets'
import { NOTIFY_DEVICE_KEYS } from '../bookings/NotifyDevice'
import { CONSENT_KEYS } from '../messages/consentKeys'
import { DRIVER_CONTACT_KEYS } from '../taxi/DriverContact'

/** Every UI string of the account area; the page passes them in its language. */
/** A booking's status as My Bookings and the manage-booking page name it. */
export const BOOKING_STATUS_MESSAGE_KEYS = keysOf(
  'account.bookings.status',
  BOOKING_STATUSES,
) satisfies readonly UiKey[]

export const ACCOUNT_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('auth', 'logout passwordHint'),
  ...keysUnder('account', 'menu welcome passwordChanged'),
  ...keysUnder('account.verify', 'notice resend sent'),
  ...keysUnder('account.tab', 'profile bookings prices savings support admin security'),
  ...keysUnder('priceWatch.account', 'title empty lowest notChecked stopLabel'),
  ...keysUnder('priceWatch', 'trip'),
  ...keysUnder('priceWatch.stop', 'button'),
  ...keysUnder('errors', 'generic'),
  ...keysUnder('account.security', 'passwordTitle currentPassword newPassword confirmPassword submit'),
  ...keysUnder('account.security', 'sessionsTitle sessionsText signOutEverywhere'),
  ...PASSWORD_TOGGLE_KEYS,
  ...keysUnder('validation', 'currentPasswordRequired countryInvalid'),
  ...NEW_PASSWORD_CHECK_KEYS,
  ...keysUnder('errors', 'currentPasswordWrong accountLocked updateFailed'),
  ...keysUnder('account.profile', 'name firstName lastName email phone country preferredDestination'),
  ...keysUnder('account.profile', 'notProvided signedUpWith edit saved emailChangeSent'),
  ...keysUnder('common', 'chooseCountry comingSoon save cancel'),
  ...CONSENT_KEYS,
  ...keysUnder('account.profile.authType', 'password oidc'),
  ...keysUnder('account.bookings', 'title empty bookTrip reference paid departure'),
  ...keysUnder('manage', 'supplierConfirmation link'),
  ...keysUnder('taxiPage.account', 'driver refunded'),
  ...DRIVER_CONTACT_KEYS,
  ...FLIGHT_TICKETS_KEYS,
  ...NOTIFY_DEVICE_KEYS,
  ...BOOKING_STATUS_MESSAGE_KEYS,
  ...keysUnder('account.savings', 'title balance comingSoon'),
  ...keysUnder('account.support', 'title phoneUs phoneCi email faqModifyQuestion faqModifyAnswer'),
  ...keysUnder('account.support', 'faqCancelQuestion faqCancelAnswer'),
  ...keysUnder('account.admin', 'description link'),
  ...NAME_CHECK_KEYS,
  ...EMAIL_CHECK_KEYS,
] as const satisfies readonly UiKey[]

export type AccountMessages = Messages<(typeof ACCOUNT_MESSAGE_KEYS)[number]>
export type AccountT = Translate<(typeof ACCOUNT_MESSAGE_KEYS)[number]>
