import { ZBooking, ZUser } from '@nexovia/content-schema'
import type { AstroGlobal } from 'astro'
import { z } from 'zod'
import { getJsonAsVisitor } from './cms'
import { getSiteSettings } from './siteSettings'

type Visitor = Pick<AstroGlobal, 'request' | 'clientAddress' | 'locals'>

/** The traveller's profile as the account page shows it: content-schema's user, without auth secrets. */
const ZProfile = ZUser.pick({
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
})
export type Profile = z.output<typeof ZProfile>

const ZAccountBooking = ZBooking.pick({
  id: true,
  reference: true,
  destination: true,
  status: true,
  departureDate: true,
}).extend({
  // A taxi booking: its ride's status and, once assigned, the driver (absent for other bookings).
  ride: z
    .object({
      status: z.string(),
      driver: z.object({ name: z.string(), license_plate: z.string() }).nullable(),
    })
    .nullish(),
  // A paid booking that was cancelled: the amount given back (minor units).
  refund: z.object({ amount: z.number().int(), currency: ZBooking.shape.currency }).nullish(),
})
export type AccountBooking = z.output<typeof ZAccountBooking>

const ZMe = z.object({ user: ZProfile.nullable() })
const ZAccount = z.object({ user: ZProfile, isAdmin: z.boolean() })
const ZAccountBookings = z.object({ docs: z.array(ZAccountBooking) })
const ZOidcConfig = z.object({ enabled: z.boolean() })

/** The cms's answer to the visitor, read by the schema; null on any failure or unexpected shape. */
async function askAsVisitor<T extends z.ZodType>(astro: Visitor, path: string, schema: T) {
  const parsed = schema.safeParse(await getJsonAsVisitor(astro, path))
  return parsed.success ? (parsed.data as z.output<T>) : null
}

/** Whether the visitor is signed in as a traveller (any failure counts as signed out, per §8). */
export async function isSignedIn(astro: Visitor): Promise<boolean> {
  return Boolean((await askAsVisitor(astro, '/api/users/me', ZMe))?.user)
}

/** Whether quick sign-in is configured on the cms (hidden otherwise). */
export async function quickSignInEnabled(astro: Visitor): Promise<boolean> {
  return (await askAsVisitor(astro, '/api/users/oidc/config', ZOidcConfig))?.enabled === true
}

export type SupportContacts = { phoneUs: string; phoneCi: string; email: string; bookingHost: string | null }

/** Everything the account page shows, or null when the visitor is not a signed-in traveller. */
export async function loadAccount(astro: Visitor) {
  const [account, bookings, settings] = await Promise.all([
    askAsVisitor(astro, '/api/account', ZAccount),
    askAsVisitor(astro, '/api/account/bookings', ZAccountBookings),
    getSiteSettings(astro.locals.locale),
  ])
  if (!account) return null
  return {
    user: account.user,
    isAdmin: account.isAdmin,
    bookings: bookings?.docs ?? [],
    support: {
      phoneUs: settings?.phones.us ?? '',
      phoneCi: settings?.phones.ci ?? '',
      email: settings?.email ?? '',
      bookingHost: settings?.bookingHost ?? null,
    } satisfies SupportContacts,
  }
}
