import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import type { Messages } from '../../lib/forms/messages'

/** Every UI string of the account area; the page passes them in its language. */
export const ACCOUNT_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'auth.logout',
  'account.menu',
  'account.welcome',
  'account.tab.profile',
  'account.tab.bookings',
  'account.tab.savings',
  'account.tab.support',
  'account.tab.admin',
  'account.profile.name',
  'account.profile.firstName',
  'account.profile.lastName',
  'account.profile.email',
  'account.profile.phone',
  'account.profile.country',
  'account.profile.preferredDestination',
  'account.profile.notProvided',
  'account.profile.signedUpWith',
  'account.profile.authType.password',
  'account.profile.authType.oidc',
  'account.profile.edit',
  'account.profile.saved',
  'account.bookings.title',
  'account.bookings.empty',
  'account.bookings.bookTrip',
  'account.bookings.reference',
  'account.bookings.departure',
  'account.bookings.status.pending',
  'account.bookings.status.confirmed',
  'account.bookings.status.cancelled',
  'account.savings.title',
  'account.savings.balance',
  'account.savings.comingSoon',
  'account.support.title',
  'account.support.phoneUs',
  'account.support.phoneCi',
  'account.support.email',
  'account.support.faqModifyQuestion',
  'account.support.faqModifyAnswer',
  'account.support.faqCancelQuestion',
  'account.support.faqCancelAnswer',
  'account.admin.description',
  'account.admin.link',
  'common.comingSoon',
  'common.save',
  'common.cancel',
  'validation.firstNameRequired',
  'validation.lastNameRequired',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.countryInvalid',
  'errors.emailTaken',
  'errors.updateFailed',
] as const satisfies readonly UiKey[]

export type AccountMessageKey = (typeof ACCOUNT_MESSAGE_KEYS)[number]
export type AccountMessages = Messages<AccountMessageKey>

/** The account area's `t`, handed from the tabs to each panel. */
export type AccountT = (key: AccountMessageKey, params?: Record<string, string | number>) => string
