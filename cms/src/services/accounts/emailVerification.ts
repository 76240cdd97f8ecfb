import { COLLECTION_SLUGS, createTranslator, type Locale } from '@nexovia/content-schema'
import { and, eq, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { bookings, users } from '../../payload-generated-schema'
import { sitePage } from '../lib/sitePage'
import { databaseNow, drizzleIn, drizzleOf, lowerEquals } from '../lib/typedDatabase'
import { paragraphsMail } from '../mail/paragraphsMail'
import { withAccountLockOf } from './accountLock'
import { switchEmail } from './emailChange'
import {
  readEmailChangeToken,
  readVerificationToken,
  VERIFICATION_LINK_DAYS,
  verificationToken,
} from './verificationToken'

type Traveller = {
  id: number | string
  email: string
  locale?: string | null
  firstName?: string | null
  lastName?: string | null
}

/**
 * Guest bookings made with the account's address join the account (My Bookings). Called only once the
 * address is proven, so no one sees a stranger's bookings by signing up with their address.
 */
export async function attachGuestBookings(payload: Payload, userId: number, email: string): Promise<number> {
  const rows = await drizzleOf(payload)
    .update(bookings)
    .set({ user: userId, updatedAt: databaseNow() })
    .where(and(isNull(bookings.user), lowerEquals(bookings.email, email.toLowerCase())))
    .returning({ id: bookings.id })
  if (rows.length) payload.logger.info({ msg: 'guest bookings attached', userId, count: rows.length })
  return rows.length
}

/** Records the address as proven (keeping the first time it was) when it is still the account's. */
async function markVerified(payload: Payload, userId: number, email: string): Promise<boolean> {
  // Under the account's lock: a sign-in in flight would otherwise write the row back unverified.
  const rows = await withAccountLockOf(payload, { collection: COLLECTION_SLUGS.users, id: userId }, (req) =>
    drizzleIn(payload, req)
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${databaseNow()})` })
      .where(and(eq(users.id, userId), lowerEquals(users.email, email.toLowerCase())))
      .returning({ id: users.id }),
  )
  return rows.length === 1
}

/**
 * The confirmation link's token (sign-up's, or a new address's), or null when it is invalid, expired,
 * its address is no longer the account's, or the new address was taken meanwhile.
 */
export async function confirmEmail(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<{ attached: number } | null> {
  const change = readEmailChangeToken(token, payload.secret, now)
  if (change) {
    if (!(await switchEmail(payload, change))) return null
    return { attached: await attachGuestBookings(payload, change.userId, change.to) }
  }
  const claim = readVerificationToken(token, payload.secret, now)
  if (!claim || !(await markVerified(payload, claim.userId, claim.email))) return null
  return { attached: await attachGuestBookings(payload, claim.userId, claim.email) }
}

/** A sign-in by an identity provider that vouches for the address proves it, as the link does. */
export async function verifiedByProvider(payload: Payload, userId: number, email: string): Promise<void> {
  if (await markVerified(payload, userId, email)) await attachGuestBookings(payload, userId, email)
}

/** At each sign-in: bookings made signed out since the last one join a proven account. */
export async function attachOnSignIn(
  payload: Payload,
  user: Traveller & { emailVerifiedAt?: string | null },
) {
  if (user.emailVerifiedAt) await attachGuestBookings(payload, Number(user.id), user.email)
}

/**
 * Mails the confirmation link in the traveller's language; a failed send is logged, not thrown. It
 * names the account it confirms and says that confirming attaches the address's guest bookings to it,
 * so an address's owner does not hand their trips to a stranger's account by reflex (issue 30).
 */
export async function mailVerificationLink(
  payload: Payload,
  user: Traveller,
  now = new Date(),
): Promise<void> {
  const locale: Locale = user.locale === 'fr' ? 'fr' : 'en'
  const t = createTranslator(locale)
  const token = verificationToken({ userId: Number(user.id), email: user.email }, payload.secret, now)
  // The token rides in the fragment: browsers never send it to a server, nor in a Referer.
  const link = `${sitePage(locale, '/verify-email')}#token=${token}`
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  const lines = [
    t('auth.mail.verifyIntro', { name }),
    t('auth.mail.verifyAction', { days: VERIFICATION_LINK_DAYS }),
    link,
    t('auth.mail.verifyIgnore'),
  ]
  await payload
    .sendEmail(paragraphsMail(user.email, t('auth.mail.verifySubject'), lines, { locale }))
    .catch((cause: unknown) => payload.logger.error(`Confirmation mail not sent: ${String(cause)}`))
}

/** The signed-in traveller asks for the link again: mailed unless the address is already proven. */
export async function resendVerificationLink(
  payload: Payload,
  travellerId: number | string,
): Promise<{ alreadyVerified: boolean }> {
  const user = await payload.findByID({ collection: COLLECTION_SLUGS.users, id: travellerId, depth: 0 })
  if (user.emailVerifiedAt) return { alreadyVerified: true }
  await mailVerificationLink(payload, user)
  return { alreadyVerified: false }
}
