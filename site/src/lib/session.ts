import type { TProfile } from '@nexovia/content-schema/accounts/account'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { TAccountBooking } from '@nexovia/content-schema/payments/account-bookings'
import type { AstroGlobal } from 'astro'
import { askAsVisitor } from './cms'
import { getSiteSettings } from './siteSettings'

type Visitor = Pick<AstroGlobal, 'request' | 'clientAddress' | 'locals'>

export type Profile = TProfile
export type AccountBooking = TAccountBooking

/** Whether the visitor is signed in as a traveller (any failure counts as signed out, per §8). */
export async function isSignedIn(astro: Visitor): Promise<boolean> {
  return Boolean((await askAsVisitor(astro, API.me))?.user)
}

/** The signed-in traveller's country (ISO code) from their profile, or null (signed out, or none given). */
export async function travellerCountry(astro: Visitor): Promise<string | null> {
  return (await askAsVisitor(astro, API.me))?.user?.country ?? null
}

/** Whether quick sign-in is configured on the cms (hidden otherwise). */
export async function quickSignInEnabled(astro: Visitor): Promise<boolean> {
  return (await askAsVisitor(astro, API.oidcConfig))?.enabled === true
}

export type SupportContacts = { phoneUs: string; phoneCi: string; email: string }

/** Everything the account page shows, or null when the visitor is not a signed-in traveller. */
export async function loadAccount(astro: Visitor) {
  const [account, bookings, settings] = await Promise.all([
    askAsVisitor(astro, API.account),
    askAsVisitor(astro, API.accountBookings, { query: { locale: astro.locals.locale } }),
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
    } satisfies SupportContacts,
  }
}
