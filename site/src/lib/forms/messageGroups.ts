import type { UiKey } from '@nexovia/content-schema/i18n/keys'

/**
 * The label keys `prefix.value` of every value of an enum, typed: a list holding them `satisfies
 * readonly UiKey[]`, so a value added to the enum without its label fails the type check.
 */
export const keysOf = <const P extends string, const V extends string>(prefix: P, values: readonly V[]) =>
  values.map((value) => `${prefix}.${value}` as const) as `${P}.${V}`[]

/** The words of a space-separated list, as a union of string literals. */
type Words<S extends string> = S extends `${infer Word} ${infer Rest}` ? Word | Words<Rest> : S

/**
 * The keys `prefix.name` for each name of a space-separated list, typed: an island declares the keys
 * of one dictionary group on one line, and its list `satisfies readonly UiKey[]` catches a misspelt name.
 */
export const keysUnder = <const P extends string, const S extends string>(prefix: P, names: S) =>
  names.split(' ').map((name) => `${prefix}.${name}`) as `${P}.${Words<S>}`[]

/** A password field's show and hide button. */
export const PASSWORD_TOGGLE_KEYS = [
  ...keysUnder('common', 'showPassword hidePassword'),
] as const satisfies readonly UiKey[]

/** An e-mail field's own checks. */
export const EMAIL_CHECK_KEYS = [
  ...keysUnder('validation', 'emailRequired emailInvalid'),
] as const satisfies readonly UiKey[]

/** A first and last name's own checks. */
export const NAME_CHECK_KEYS = [
  ...keysUnder('validation', 'firstNameRequired lastNameRequired'),
] as const satisfies readonly UiKey[]

/** A new password's checks (sign-up, reset, change): the rules and the confirmation. */
export const NEW_PASSWORD_CHECK_KEYS = [
  ...keysUnder('validation', 'passwordRequired passwordMin passwordTooLong passwordCommon passwordsMismatch'),
] as const satisfies readonly UiKey[]
