import { COLLECTION_SLUGS, createTranslator, type Locale } from '@nexovia/content-schema'
import { and, eq, isNull, lte, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { users } from '../../payload-generated-schema'
import { sitePage } from '../lib/sitePage'
import { databaseNow, drizzleIn, lowerEquals } from '../lib/typedDatabase'
import { paragraphsMail } from '../mail/paragraphsMail'
import { withAccountLockOf } from './accountLock'
import { EMAIL_CHANGE_LINK_HOURS, emailChangeToken } from './verificationToken'

type Traveller = {
  id: number | string
  email: string
  locale?: string | null
  emailVerifiedAt?: string | null
}
type ChangeClaim = { userId: number; from: string; to: string; issuedAt: number }

const sendOrLog = (payload: Payload, mail: Parameters<Payload['sendEmail']>[0]) =>
  payload
    .sendEmail(mail)
    .catch((cause: unknown) => payload.logger.error(`Address change mail not sent: ${String(cause)}`))

/**
 * A signed-in traveller asked for the address `to`: the current address is told (with the way to
 * take the account back), and `to` gets the link that makes the change, unless another account has it
 * (then nothing is sent there: its owner has nothing to do). Called after the answer, which is the
 * same either way, so neither its words nor its time tell whether `to` is registered.
 */
export async function requestEmailChange(payload: Payload, user: Traveller, to: string, now = new Date()) {
  const locale: Locale = user.locale === 'fr' ? 'fr' : 'en'
  const t = createTranslator(locale)
  await sendOrLog(
    payload,
    paragraphsMail(
      user.email,
      t('auth.mail.emailChangeOldSubject'),
      [
        // An address typed by a visitor goes only to an address proven to be the account's.
        user.emailVerifiedAt
          ? t('auth.mail.emailChangeOldIntro', { email: to })
          : t('auth.mail.emailChangeOldIntroUnnamed'),
        t('auth.mail.noticeNotYou'),
        sitePage(locale, '/forgot-password'),
      ],
      { locale },
    ),
  )
  const taken = await payload.count({ collection: COLLECTION_SLUGS.users, where: { email: { equals: to } } })
  if (taken.totalDocs > 0) return
  const token = emailChangeToken({ userId: Number(user.id), from: user.email, to }, payload.secret, now)
  // The same confirmation page as sign-up's; the token rides in the fragment, never sent to a server.
  const link = `${sitePage(locale, '/verify-email')}#token=${token}`
  await sendOrLog(
    payload,
    paragraphsMail(
      to,
      t('auth.mail.emailChangeSubject'),
      [
        t('auth.mail.emailChangeIntro'),
        t('auth.mail.emailChangeAction', { hours: EMAIL_CHANGE_LINK_HOURS }),
        link,
        t('auth.mail.emailChangeIgnore'),
      ],
      { locale },
    ),
  )
}

const isUniqueViolation = (cause: unknown) =>
  (cause as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (cause as { cause?: { code?: string } }).cause?.code === '23505'

/**
 * The link's new address becomes the account's, proven by the link itself, when the account still
 * has the address the link was sent from and has proven no address since the link was mailed (so a
 * link is spent once used, and dead after A→Y→A: issue 40 #9); false when not, or when another
 * account took `to` since.
 */
export async function switchEmail(payload: Payload, claim: ChangeClaim): Promise<boolean> {
  try {
    // Under the account's lock: a sign-in in flight would otherwise write the old address back.
    const rows = await withAccountLockOf(
      payload,
      { collection: COLLECTION_SLUGS.users, id: claim.userId },
      (req) =>
        drizzleIn(payload, req)
          .update(users)
          // A reset code mailed to the old address is void once it is no longer the account's.
          .set({
            email: claim.to,
            emailVerifiedAt: databaseNow(),
            updatedAt: databaseNow(),
            resetPasswordToken: null,
            resetPasswordExpiration: null,
          })
          .where(
            and(
              eq(users.id, claim.userId),
              lowerEquals(users.email, claim.from),
              or(
                isNull(users.emailVerifiedAt),
                lte(users.emailVerifiedAt, new Date(claim.issuedAt).toISOString()),
              ),
            ),
          )
          .returning({ id: users.id }),
    )
    return rows.length === 1
  } catch (cause) {
    if (isUniqueViolation(cause)) return false
    throw cause
  }
}
