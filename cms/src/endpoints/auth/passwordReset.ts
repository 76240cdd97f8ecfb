import { createHash } from 'node:crypto'
import { COLLECTION_SLUGS, createTranslator, type Locale } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { createRateLimit } from '../../http/rateLimit'
import { accountIdByResetToken } from '../../services/accounts/accountIds'
import { withAccountLock } from '../../services/accounts/accountLock'
import { refuseCommonPassword } from '../../services/accounts/commonPasswords'
import { issueResetCode, resetCodeDigest } from '../../services/accounts/resetCode'
import { endTravellerSessions } from '../../services/auth/travellerSession'
import { sitePage } from '../../services/lib/sitePage'
import { paragraphsMail } from '../../services/mail/paragraphsMail'
import { contractEndpoint } from '../contract/contractEndpoint'

/** The forgotten-password page in the traveller's language. */
export function forgotPasswordUrl(locale: Locale): string {
  return sitePage(locale, '/forgot-password')
}

/** The reset page in the traveller's language, with the code in the fragment (never sent to a server). */
export function resetLink(locale: Locale, token: string): string {
  return `${forgotPasswordUrl(locale)}#token=${encodeURIComponent(token)}`
}

/**
 * Reset mails per address, whichever clients ask (the contract's limit counts per client): beyond it
 * nothing is mailed and no new code replaces the one the owner may be typing.
 */
export const resetMailsPerAddress = createRateLimit({
  name: 'traveller-reset-mails-per-address',
  points: 3,
  durationSeconds: 30 * 60,
})

async function sendResetMail(req: PayloadRequest, email: string, locale: Locale) {
  const { payload } = req
  // Counted whether or not the address has an account, so the count tells nothing either; keyed by a
  // digest, so the refusal's log line does not carry the address.
  const addressKey = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)
  if (await resetMailsPerAddress(req, `address:${addressKey}`)) return
  // A short code a person can type (Payload's own is 40 hex characters), kept only as a digest;
  // the mail goes to the site, in the visitor's language.
  const token = await issueResetCode(payload, email)
  if (!token) return
  const t = createTranslator(locale)
  const link = resetLink(locale, token)
  const [intro, code, ignore] = [
    t('auth.mail.resetIntro'),
    t('auth.mail.resetCode', { token }),
    t('auth.mail.resetIgnore'),
  ]
  await payload.sendEmail(
    paragraphsMail(email, t('auth.mail.resetSubject'), [intro, link, code, ignore], { locale }),
  )
}

/**
 * POST /api/users/forgot-password (replaces Payload's). The answer is the same, and as fast,
 * whether or not the address has an account: the lookup and the mail happen after answering.
 */
export const forgotPasswordEndpoint = contractEndpoint(API.forgotPassword, {
  handler: async ({ req, body: data }) => {
    const { payload } = req
    sendResetMail(req, data.email, data.locale).catch((cause) =>
      payload.logger.error({ err: cause, msg: 'password reset mail failed' }),
    )
    return Response.json({ message: 'auth.forgot.sent' })
  },
})

/**
 * POST /api/users/reset-password (replaces Payload's). Payload checks the code and its expiry,
 * makes it unusable, clears the lockout and every session; the traveller then signs in anew.
 */
export const resetPasswordEndpoint = contractEndpoint(API.resetPassword, {
  handler: async ({ req, body: data }) => {
    const common = refuseCommonPassword(data.password)
    if (common) return common
    const token = resetCodeDigest(data.token, req.payload.secret)
    try {
      const accountId = await accountIdByResetToken(req.payload, COLLECTION_SLUGS.users, token)
      if (accountId === null) throw Object.assign(new Error('reset code unknown or expired'), { status: 400 })
      // The new password and the end of every session under one hold of the account's lock.
      await withAccountLock(req, { collection: COLLECTION_SLUGS.users, id: accountId }, async () => {
        // Payload finds the account by the stored digest (again, inside the lock), checks the expiry
        // and makes the code unusable.
        await req.payload.resetPassword({
          collection: COLLECTION_SLUGS.users,
          data: { password: data.password, token },
          overrideAccess: true,
          req,
        })
        // resetPassword opens a session for its caller; the site does not use it, so it goes too.
        await endTravellerSessions(req.payload, accountId, { req })
      })
    } catch (cause) {
      const status = (cause as { status?: number }).status
      if (status === 403 || status === 400) {
        return apiError(400, {
          message: 'errors.resetTokenInvalid',
          fieldErrors: { token: 'errors.resetTokenInvalid' },
        })
      }
      throw cause
    }
    return Response.json({ message: 'auth.reset.successMessage' })
  },
})
