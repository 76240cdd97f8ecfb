import { password } from '../core/primitives.ts'

/**
 * The password rule of OWASP ASVS 5.0 (V6.2): at least 8 characters (15 or more recommended in the
 * hint), up to 128 (ASVS asks for at least 64), any characters, no composition rules, and not one of
 * the most common breached passwords. The same rule for sign-up, reset and change.
 */
export const PASSWORD_RULE = { minLength: 8, recommendedLength: 15, maxLength: 128 } as const

/** A new password as the forms and the cms check it: length only (the breached list stays on the server). */
export const newPassword = () =>
  password(
    {
      required: 'validation.passwordRequired',
      tooShort: 'validation.passwordMin',
      tooLong: 'validation.passwordTooLong',
    },
    { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength },
  )

/** How a password is looked up in the breached list: case does not make a common password rare. */
export const commonPasswordKey = (candidate: string) => candidate.toLowerCase()

/** Whether a password is on the list of common breached passwords (keys made with commonPasswordKey). */
export function isCommonPassword(candidate: string, commonPasswords: ReadonlySet<string>): boolean {
  return commonPasswords.has(commonPasswordKey(candidate))
}
