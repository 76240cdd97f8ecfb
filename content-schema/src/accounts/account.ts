import { z } from 'zod'
import { ZUser } from './user.ts'

/** The traveller's profile as the cms answers it (`publicProfile`): content-schema's user, without auth secrets. */
export const ZProfile = ZUser.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  country: true,
  preferredDestination: true,
  picture: true,
  authType: true,
  travelSavingsBalance: true,
  travelSavingsCurrency: true,
}).extend({
  // The address was proven (a confirmation link, or an identity provider that vouches for it): guest
  // bookings made with it join the account.
  emailVerified: z.boolean(),
})
export type TProfile = z.output<typeof ZProfile>

/** GET /api/users/me: the traveller of the traveller cookie, or null. */
export const ZMe = z.object({ user: ZProfile.nullable() })

/** GET /api/account: the profile, and whether the same browser holds an administrator's session. */
export const ZAccount = z.object({ user: ZProfile, isAdmin: z.boolean() })

/** GET /api/users/oidc/config: whether quick sign-in is configured. */
export const ZOidcConfig = z.object({ enabled: z.boolean() })

/** GET /api/admins/me: the staff member of the staff cookie, if any. */
export const ZStaffMe = z.object({
  user: z
    .object({ id: z.union([z.number(), z.string()]), username: z.string(), roles: z.array(z.string()) })
    .nullish(),
})

/** POST /api/account/verify-email: the address is confirmed; `attached` guest bookings joined the account. */
export const ZEmailVerified = z.object({ attached: z.number().int().min(0) })

/** POST /api/account/verify-email/send: a link went out, or the address was confirmed already. */
export const ZVerificationSent = z.object({ alreadyVerified: z.boolean() })
