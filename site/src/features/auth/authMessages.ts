import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import {
  EMAIL_CHECK_KEYS,
  keysUnder,
  NAME_CHECK_KEYS,
  NEW_PASSWORD_CHECK_KEYS,
  PASSWORD_TOGGLE_KEYS,
} from '../../lib/forms/messageGroups'
import type { Messages } from '../../lib/forms/messages'

/** The sign-in form's strings; the page passes them in its language. */
export const LOGIN_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('auth.login', 'signedUpNotice email password forgotPassword submit submitting quickSignIn'),
  ...keysUnder('auth.login', 'noAccount createAccount'),
  ...PASSWORD_TOGGLE_KEYS,
  'common.or',
  ...EMAIL_CHECK_KEYS,
  'validation.passwordRequired',
  ...keysUnder('errors', 'loginFailed invalidCredentials accountLocked'),
] as const satisfies readonly UiKey[]
export type LoginMessages = Messages<(typeof LOGIN_MESSAGE_KEYS)[number]>

/** The sign-up form's strings; the page passes them in its language. */
export const SIGNUP_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('auth.signup', 'firstName lastName email phone password confirmPassword country'),
  ...keysUnder('auth.signup', 'preferredDestination acceptTerms termsLink privacyLink submit submitting'),
  ...keysUnder('auth.signup', 'quickSignUp haveAccount'),
  ...keysUnder('common', 'chooseCountry optional or'),
  ...keysUnder('auth', 'login.submit passwordHint'),
  ...PASSWORD_TOGGLE_KEYS,
  ...NAME_CHECK_KEYS,
  ...EMAIL_CHECK_KEYS,
  ...NEW_PASSWORD_CHECK_KEYS,
  ...keysUnder('validation', 'termsRequired countryInvalid'),
  ...keysUnder('errors', 'emailTaken registrationFailed serverError'),
] as const satisfies readonly UiKey[]
export type SignupMessages = Messages<(typeof SIGNUP_MESSAGE_KEYS)[number]>

/** The forgot- and reset-password steps's strings; the page passes them in its language. */
export const FORGOT_PASSWORD_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('auth.forgot', 'subtitle submit sent haveCode backToLogin expiryNote'),
  ...keysUnder('auth', 'login.email passwordHint'),
  ...keysUnder('auth.reset', 'title token newPassword confirmPassword submit changeEmail successTitle'),
  ...keysUnder('auth.reset', 'successMessage goToLogin'),
  ...PASSWORD_TOGGLE_KEYS,
  ...EMAIL_CHECK_KEYS,
  'validation.tokenRequired',
  ...NEW_PASSWORD_CHECK_KEYS,
  ...keysUnder('errors', 'forgotFailed resetFailed resetTokenInvalid'),
] as const satisfies readonly UiKey[]
export type ForgotPasswordMessages = Messages<(typeof FORGOT_PASSWORD_MESSAGE_KEYS)[number]>

/** The quick sign-in callback page's strings; the page passes them in its language. */
export const CALLBACK_MESSAGE_KEYS = [
  ...keysUnder('auth.callback', 'loading success error'),
] as const satisfies readonly UiKey[]
export type CallbackMessages = Messages<(typeof CALLBACK_MESSAGE_KEYS)[number]>

export const VERIFY_EMAIL_MESSAGE_KEYS = [
  ...keysUnder('auth.verify', 'intro confirm confirming done toAccount noLink'),
  ...keysUnder('auth.verify.attached', 'one other'),
  ...keysUnder('errors', 'verificationLinkInvalid generic network tooManyRequests'),
] as const satisfies readonly UiKey[]
export type VerifyEmailMessages = Messages<(typeof VERIFY_EMAIL_MESSAGE_KEYS)[number]>
