import type { UiKey } from '@nexovia/content-schema/i18n/keys'

/**
 * The label keys `prefix.value` of every value of an enum, typed: a list holding them `satisfies
 * readonly UiKey[]`, so a value added to the enum without its label fails the type check.
 */
export const keysOf = <const P extends string, const V extends string>(prefix: P, values: readonly V[]) =>
  values.map((value) => `${prefix}.${value}` as const) as `${P}.${V}`[]

/** A password field's show and hide button. */
export const PASSWORD_TOGGLE_KEYS = [
  'common.showPassword',
  'common.hidePassword',
] as const satisfies readonly UiKey[]

/** An e-mail field's own checks. */
export const EMAIL_CHECK_KEYS = [
  'validation.emailRequired',
  'validation.emailInvalid',
] as const satisfies readonly UiKey[]

/** A first and last name's own checks. */
export const NAME_CHECK_KEYS = [
  'validation.firstNameRequired',
  'validation.lastNameRequired',
] as const satisfies readonly UiKey[]

/** A new password's checks (sign-up, reset, change): the rules and the confirmation. */
export const NEW_PASSWORD_CHECK_KEYS = [
  'validation.passwordRequired',
  'validation.passwordMin',
  'validation.passwordTooLong',
  'validation.passwordCommon',
  'validation.passwordsMismatch',
] as const satisfies readonly UiKey[]
