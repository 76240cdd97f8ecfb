/** The account's small answers, read on every page (who is signed in) and by the account's forms (zod/mini, see core/answer-primitives.ts). */
import * as z from 'zod/mini'
import {
  ZAnswerAmount,
  ZAnswerAuthType,
  ZAnswerCurrency,
  ZAnswerDocId,
  ZCount,
} from '../core/answer-primitives.ts'

/** The traveller's profile as the cms answers it (`publicProfile`): content-schema's user, without auth secrets. */
export const ZProfile = z.object({
  id: ZAnswerDocId,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullish(z.string()),
  country: z.nullish(z.string()),
  preferredDestination: z.nullish(z.string()),
  picture: z.nullish(z.string()),
  authType: ZAnswerAuthType,
  travelSavingsBalance: ZAnswerAmount,
  travelSavingsCurrency: ZAnswerCurrency,
  // The address was proven (a confirmation link, or an identity provider that vouches for it): guest
  // bookings made with it join the account.
  emailVerified: z.boolean(),
  // The phone channels (issue 45); absent from answers built before them.
  messagePhone: z.nullish(z.string()),
  whatsappConsent: z.nullish(z.boolean()),
  smsConsent: z.nullish(z.boolean()),
})
export type TProfile = z.output<typeof ZProfile>

/** GET /api/users/me: the traveller of the traveller cookie, or null. */
export const ZMe = z.object({ user: z.nullable(ZProfile) })

/** GET /api/account: the profile, and whether the same browser holds an administrator's session. */
export const ZAccount = z.object({ user: ZProfile, isAdmin: z.boolean() })

/** GET /api/account/status: whether a traveller is signed in, answered 200 either way (issue 42). */
export const ZAccountStatus = z.object({ signedIn: z.boolean() })

/** PATCH /api/account: the saved profile, and the new address a confirmation link went to, if it changed. */
export const ZAccountUpdated = z.object({ user: ZProfile, emailChangeSentTo: z.nullish(z.string()) })

/** GET /api/users/oidc/config: whether quick sign-in is configured. */
export const ZOidcConfig = z.object({ enabled: z.boolean() })

/** GET /api/admins/me: the staff member of the staff cookie, if any. */
export const ZStaffMe = z.object({
  user: z.nullish(
    z.object({ id: z.union([z.number(), z.string()]), username: z.string(), roles: z.array(z.string()) }),
  ),
})

/** POST /api/account/verify-email: the address is confirmed; `attached` guest bookings joined the account. */
export const ZEmailVerified = z.object({ attached: ZCount })

/** POST /api/account/verify-email/send: a link went out, or the address was confirmed already. */
export const ZVerificationSent = z.object({ alreadyVerified: z.boolean() })
