import { isCommonPassword, newPassword } from '@nexovia/content-schema'
import { loadCommonPasswords } from './commonPasswords'

/**
 * The one password rule (content-schema's password-rule.ts: 8 to 128 characters, then the breached
 * list) as a dictionary key naming what is wrong, or null when the password follows it.
 */
export function passwordRuleBreach(password: string): string | null {
  const lengthChecked = newPassword().safeParse(password)
  if (!lengthChecked.success) return lengthChecked.error.issues[0]?.message ?? 'validation.passwordMin'
  return isCommonPassword(password, loadCommonPasswords()) ? 'validation.passwordCommon' : null
}
