import { COLLECTION_SLUGS, createTranslator, type Locale } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { type Payload, ValidationError } from 'payload'
import { refuseCommonPassword } from '../../services/accounts/commonPasswords'
import { mailVerificationLink } from '../../services/accounts/emailVerification'
import { paragraphsMail } from '../../services/mail/paragraphsMail'
import { contractEndpoint } from '../contract/contractEndpoint'
import { hashDummyPassword } from './dummyPassword'
import { forgotPasswordUrl } from './passwordReset'

const signedUp = () => Response.json({ message: 'auth.signup.success' }, { status: 201 })

/** The owner of an address someone tried to sign up with hears of it, with the way back in. */
async function mailOwnerOfTakenAddress(payload: Payload, email: string, locale: Locale) {
  const t = createTranslator(locale)
  const lines = [t('auth.mail.signupTakenIntro'), t('auth.mail.signupTakenAction'), forgotPasswordUrl(locale)]
  await payload
    .sendEmail(paragraphsMail(email, t('auth.mail.signupTakenSubject'), lines, { locale }))
    .catch((cause: unknown) => payload.logger.error(`Sign-up notice not sent: ${String(cause)}`))
}

/**
 * POST /api/users/register: public sign-up. Validated with the form's own schema, rate-limited,
 * then written with the Local API. An address already registered changes nothing and answers as a
 * new one does, in words and in work (no one learns who has an account, as with sign-in and reset);
 * its owner is mailed.
 */
export const registerEndpoint = contractEndpoint(API.register, {
  handler: async ({ req, body: data }) => {
    const common = refuseCommonPassword(data.password)
    if (common) return common
    const existing = await req.payload.count({
      collection: COLLECTION_SLUGS.users,
      where: { email: { equals: data.email } },
    })
    if (existing.totalDocs > 0) {
      // The same work as creating the account (hashing the password is most of it), so the time
      // taken does not tell that the address has an account.
      await hashDummyPassword(data.password)
      await mailOwnerOfTakenAddress(req.payload, data.email, data.locale)
      return signedUp()
    }
    try {
      // overrideAccess: anonymous creation is the point of sign-up; create is closed to the REST API
      // so that every sign-up passes this endpoint's validation and rate limit.
      const user = await req.payload.create({
        collection: COLLECTION_SLUGS.users,
        data: { ...data, authType: 'password' },
        overrideAccess: true,
      })
      // The address is proven by the mailed link; then bookings made with it signed out join the account.
      await mailVerificationLink(req.payload, user)
    } catch (cause) {
      // Two sign-ups racing for one address: the unique index refuses the second.
      if (cause instanceof ValidationError) return signedUp()
      throw cause
    }
    return signedUp()
  },
})
