import { createHash } from 'node:crypto'
import { createTranslator, type Locale, type TForgotPasswordInput } from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import type { RateLimit } from '../../http/rateLimit'
import { sitePage } from '../lib/sitePage'
import { paragraphsMail } from '../mail/paragraphsMail'
import { issueResetCode } from './resetCode'

/** The forgotten-password page in the traveller's language. */
export function forgotPasswordUrl(locale: Locale): string {
  return sitePage(locale, '/forgot-password')
}

/** The reset page in the traveller's language, with the code in the fragment (never sent to a server). */
export function resetLink(locale: Locale, token: string): string {
  return `${forgotPasswordUrl(locale)}#token=${encodeURIComponent(token)}`
}

/**
 * POST /api/users/forgot-password: a reset code mailed to the address, if it has an account. The
 * mails per address (the contract's keyed limit, whichever clients ask) are counted whether or not
 * it has one, so the count tells nothing either; keyed by a digest, so the refusal's log line does
 * not carry the address. Beyond it nothing is mailed and no new code replaces the one being typed.
 */
export async function mailResetCode(
  req: PayloadRequest,
  { email, locale }: TForgotPasswordInput,
  mailsPerAddress: RateLimit,
): Promise<void> {
  const addressKey = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)
  if (await mailsPerAddress(req, `address:${addressKey}`)) return
  // A short code a person can type (Payload's own is 40 hex characters), kept only as a digest;
  // the mail goes to the site, in the visitor's language.
  const token = await issueResetCode(req.payload, email)
  if (!token) return
  const t = createTranslator(locale)
  const lines = [
    t('auth.mail.resetIntro'),
    resetLink(locale, token),
    t('auth.mail.resetCode', { token }),
    t('auth.mail.resetIgnore'),
  ]
  await req.payload.sendEmail(paragraphsMail(email, t('auth.mail.resetSubject'), lines, { locale }))
}
