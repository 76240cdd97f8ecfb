import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import {
  EMAIL_CHECK_KEYS,
  NAME_CHECK_KEYS,
  NEW_PASSWORD_CHECK_KEYS,
  PASSWORD_TOGGLE_KEYS,
} from '../../lib/forms/messageGroups'
import type { Messages } from '../../lib/forms/messages'

/** The sign-in form's strings; the page passes them in its language. */
export const LOGIN_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'auth.login.signedUpNotice',
  'auth.login.email',
  'auth.login.password',
  'auth.login.forgotPassword',
  'auth.login.submit',
  'auth.login.submitting',
  'auth.login.quickSignIn',
  'auth.login.noAccount',
  'auth.login.createAccount',
  ...PASSWORD_TOGGLE_KEYS,
  'common.or',
  ...EMAIL_CHECK_KEYS,
  'validation.passwordRequired',
  'errors.loginFailed',
  'errors.invalidCredentials',
  'errors.accountLocked',
] as const satisfies readonly UiKey[]
export type LoginMessages = Messages<(typeof LOGIN_MESSAGE_KEYS)[number]>

/** The sign-up form's strings; the page passes them in its language. */
export const SIGNUP_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'auth.signup.firstName',
  'auth.signup.lastName',
  'auth.signup.email',
  'auth.signup.phone',
  'auth.signup.password',
  'auth.signup.confirmPassword',
  'auth.signup.country',
  'common.chooseCountry',
  'auth.signup.preferredDestination',
  'auth.signup.acceptTerms',
  'auth.signup.termsLink',
  'auth.signup.privacyLink',
  'auth.signup.submit',
  'auth.signup.submitting',
  'auth.signup.quickSignUp',
  'auth.signup.haveAccount',
  'auth.login.submit',
  'common.optional',
  ...PASSWORD_TOGGLE_KEYS,
  'common.or',
  ...NAME_CHECK_KEYS,
  ...EMAIL_CHECK_KEYS,
  ...NEW_PASSWORD_CHECK_KEYS,
  'auth.passwordHint',
  'validation.termsRequired',
  'validation.countryInvalid',
  'errors.emailTaken',
  'errors.registrationFailed',
  'errors.serverError',
] as const satisfies readonly UiKey[]
export type SignupMessages = Messages<(typeof SIGNUP_MESSAGE_KEYS)[number]>

/** The forgot- and reset-password steps's strings; the page passes them in its language. */
export const FORGOT_PASSWORD_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'auth.forgot.subtitle',
  'auth.forgot.submit',
  'auth.forgot.sent',
  'auth.forgot.haveCode',
  'auth.forgot.backToLogin',
  'auth.forgot.expiryNote',
  'auth.login.email',
  'auth.reset.title',
  'auth.reset.token',
  'auth.reset.newPassword',
  'auth.reset.confirmPassword',
  'auth.reset.submit',
  'auth.reset.changeEmail',
  'auth.reset.successTitle',
  'auth.reset.successMessage',
  'auth.reset.goToLogin',
  ...PASSWORD_TOGGLE_KEYS,
  ...EMAIL_CHECK_KEYS,
  'validation.tokenRequired',
  ...NEW_PASSWORD_CHECK_KEYS,
  'auth.passwordHint',
  'errors.forgotFailed',
  'errors.resetFailed',
  'errors.resetTokenInvalid',
] as const satisfies readonly UiKey[]
export type ForgotPasswordMessages = Messages<(typeof FORGOT_PASSWORD_MESSAGE_KEYS)[number]>

/** The quick sign-in callback page's strings; the page passes them in its language. */
export const CALLBACK_MESSAGE_KEYS = [
  'auth.callback.loading',
  'auth.callback.success',
  'auth.callback.error',
] as const satisfies readonly UiKey[]
export type CallbackMessages = Messages<(typeof CALLBACK_MESSAGE_KEYS)[number]>

export const VERIFY_EMAIL_MESSAGE_KEYS = [
  'auth.verify.intro',
  'auth.verify.confirm',
  'auth.verify.confirming',
  'auth.verify.done',
  'auth.verify.attached.one',
  'auth.verify.attached.other',
  'auth.verify.toAccount',
  'auth.verify.noLink',
  'errors.verificationLinkInvalid',
  'errors.generic',
  'errors.network',
  'errors.tooManyRequests',
] as const satisfies readonly UiKey[]
export type VerifyEmailMessages = Messages<(typeof VERIFY_EMAIL_MESSAGE_KEYS)[number]>
