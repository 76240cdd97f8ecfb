import { COLLECTION_SLUGS, createTranslator, type Locale, type TRegisterInput } from '@nexovia/content-schema'
import { type Payload, ValidationError } from 'payload'
import { hashDummyPassword } from '../auth/dummyPassword'
import { paragraphsMail } from '../mail/paragraphsMail'
import { refuseCommonPassword } from './commonPasswords'
import { mailVerificationLink } from './emailVerification'
import { forgotPasswordUrl } from './forgotPassword'

/** `refused`: a common password, with its 400 naming the field. */
export type SignUpOutcome = { kind: 'signed_up' } | { kind: 'refused'; refusal: Response }

/** The owner of an address someone tried to sign up with hears of it, with the way back in. */
async function mailOwnerOfTakenAddress(payload: Payload, email: string, locale: Locale) {
  const t = createTranslator(locale)
  const lines = [t('auth.mail.signupTakenIntro'), t('auth.mail.signupTakenAction'), forgotPasswordUrl(locale)]
  await payload
    .sendEmail(paragraphsMail(email, t('auth.mail.signupTakenSubject'), lines, { locale }))
    .catch((cause: unknown) => payload.logger.error(`Sign-up notice not sent: ${String(cause)}`))
}

/**
 * POST /api/users/register: public sign-up, written with the Local API. An address already registered
 * changes nothing and ends as a new one does, in words and in work (no one learns who has an account,
 * as with sign-in and reset); its owner is mailed. A new account is mailed its verification link.
 */
export async function signUp(payload: Payload, data: TRegisterInput): Promise<SignUpOutcome> {
  const refusal = refuseCommonPassword(data.password)
  if (refusal) return { kind: 'refused', refusal }
  const existing = await payload.count({
    collection: COLLECTION_SLUGS.users,
    where: { email: { equals: data.email } },
  })
  if (existing.totalDocs > 0) {
    // The same work as creating the account (hashing the password is most of it), so the time
    // taken does not tell that the address has an account.
    await hashDummyPassword(data.password)
    await mailOwnerOfTakenAddress(payload, data.email, data.locale)
    return { kind: 'signed_up' }
  }
  try {
    // overrideAccess: anonymous creation is the point of sign-up; create is closed to the REST API
    // so that every sign-up passes this endpoint's validation and rate limit.
    const user = await payload.create({
      collection: COLLECTION_SLUGS.users,
      data: { ...data, authType: 'password' },
      overrideAccess: true,
    })
    // The address is proven by the mailed link; then bookings made with it signed out join the account.
    await mailVerificationLink(payload, user)
  } catch (cause) {
    // Two sign-ups racing for one address: the unique index refuses the second.
    if (!(cause instanceof ValidationError)) throw cause
  }
  return { kind: 'signed_up' }
}
