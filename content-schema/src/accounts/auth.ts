import { z } from 'zod'
import { ZLocale } from '../core/locale-schema.ts'
import {
  blankAsUndefined,
  email,
  msg,
  optionalText,
  payload,
  plainString,
  requiredText,
  ZCountryCode,
} from '../core/primitives.ts'
import { TEXT_LIMITS } from './constants.ts'
import { newPassword } from './password-rule.ts'

/**
 * The confirmation must equal the password. Checked whenever both are typed, even while other
 * fields still fail (otherwise zod skips the refinement after an aborting issue, such as the terms
 * left unticked): spec 01 §5 shows each rule on its own, so 'abc' / 'abd' with nothing else filled
 * reads both the length rule and 'Passwords do not match'.
 */
const confirmationMatches = {
  path: ['confirmPassword'],
  ...msg('validation.passwordsMismatch'),
  when: (payload: z.core.ParsePayload) => {
    const form = payload.value as { password?: unknown; confirmPassword?: unknown } | null
    return typeof form?.password === 'string' && typeof form.confirmPassword === 'string'
  },
}
const isConfirmed = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword

/** A form holding a payload's new password: the payload plus the password typed again, checked in the browser. */
const withConfirmation = <Shape extends { password: z.ZodType<string> }>(input: z.ZodObject<Shape>) =>
  input
    .extend({ confirmPassword: z.string(msg('validation.passwordsMismatch')) })
    .refine((form) => isConfirmed(form as { password: string; confirmPassword: string }), confirmationMatches)

/** Sign-up as sent to the cms. */
export const ZRegisterInput = payload({
  firstName: requiredText(TEXT_LIMITS.personName, 'validation.firstNameRequired'),
  lastName: requiredText(TEXT_LIMITS.personName, 'validation.lastNameRequired'),
  email: email(),
  phone: optionalText(TEXT_LIMITS.phone),
  password: newPassword(),
  country: blankAsUndefined(ZCountryCode),
  preferredDestination: optionalText(TEXT_LIMITS.preferredDestination),
  locale: ZLocale.default('en'),
})
export type TRegisterInput = z.infer<typeof ZRegisterInput>

/** The sign-up form: the payload plus confirmation and terms, checked in the browser. */
export const ZSignupForm = ZRegisterInput.extend({
  confirmPassword: z.string(msg('validation.passwordsMismatch')),
  acceptTerms: z.literal(true, msg('validation.termsRequired')),
}).refine(isConfirmed, confirmationMatches)
export type TSignupForm = z.infer<typeof ZSignupForm>

export const ZLoginInput = payload({
  email: email(),
  password: plainString('validation.passwordRequired')
    .min(1, msg('validation.passwordRequired'))
    .max(256, msg('validation.tooLong')),
})
export type TLoginInput = z.infer<typeof ZLoginInput>

export const ZForgotPasswordInput = payload({
  email: email(),
  locale: ZLocale.default('en'),
})
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>

export const ZResetPasswordInput = payload({
  token: requiredText(TEXT_LIMITS.resetToken, 'validation.tokenRequired'),
  password: newPassword(),
})
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>

/** The reset form: the payload plus the confirmation, checked in the browser. */
export const ZResetPasswordForm = withConfirmation(ZResetPasswordInput)
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>

const nonBlank = (value: string) => value.trim().length > 0

/** Staff sign-in: both fields non-blank after trimming; the password itself is sent as typed. */
export const ZAdminLoginInput = payload({
  username: requiredText(TEXT_LIMITS.username, 'validation.fillAllFields'),
  password: plainString('validation.fillAllFields')
    .max(256, msg('validation.tooLong'))
    .refine(nonBlank, msg('validation.fillAllFields')),
})
export type TAdminLoginInput = z.infer<typeof ZAdminLoginInput>

/** The admin panel's forgot-password form (a plain object: the panel may send more fields). */
export const ZStaffForgotInput = z.object({
  username: requiredText(TEXT_LIMITS.username, 'validation.usernameRequired'),
})

/** The admin panel's reset-password form (a plain object, as above). */
export const ZStaffResetInput = z.object({
  token: requiredText(TEXT_LIMITS.resetToken, 'validation.tokenRequired'),
  password: plainString('validation.passwordRequired')
    .min(1, 'validation.passwordRequired')
    .max(TEXT_LIMITS.password, 'validation.tooLong'),
})

/** The account's profile form: the registration's personal fields, all editable by their owner. */
export const ZProfileUpdateInput = payload({
  firstName: requiredText(TEXT_LIMITS.personName, 'validation.firstNameRequired'),
  lastName: requiredText(TEXT_LIMITS.personName, 'validation.lastNameRequired'),
  email: email(),
  phone: optionalText(TEXT_LIMITS.phone),
  country: blankAsUndefined(ZCountryCode),
  preferredDestination: optionalText(TEXT_LIMITS.preferredDestination),
})
export type TProfileUpdateInput = z.infer<typeof ZProfileUpdateInput>

/** A signed-in traveller's new password: the current one proves it is them, not a borrowed session. */
export const ZPasswordChangeInput = payload({
  currentPassword: plainString('validation.currentPasswordRequired')
    .min(1, msg('validation.currentPasswordRequired'))
    .max(256, msg('validation.tooLong')),
  password: newPassword(),
})
export type TPasswordChangeInput = z.infer<typeof ZPasswordChangeInput>

/** The account's password form: the payload plus the new password typed twice, checked in the browser. */
export const ZPasswordChangeForm = withConfirmation(ZPasswordChangeInput)
export type TPasswordChangeForm = z.infer<typeof ZPasswordChangeForm>

/** What the quick sign-in callback page posts back: the provider's answer, as it reached the page. */
export const ZOidcCallbackInput = payload({
  code: requiredText(2048, 'errors.sessionFailed'),
  state: requiredText(512, 'errors.sessionFailed'),
  iss: optionalText(2048),
})
export type TOidcCallbackInput = z.infer<typeof ZOidcCallbackInput>

/** The link of the address-confirmation mail: a signed token naming the account and the address. */
export const ZVerifyEmailInput = payload({
  token: plainString('errors.verificationLinkInvalid')
    .min(20, msg('errors.verificationLinkInvalid'))
    .max(1000, msg('errors.verificationLinkInvalid')),
})
export type TVerifyEmailInput = z.infer<typeof ZVerifyEmailInput>
