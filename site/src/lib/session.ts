import { CMS_URL } from 'astro:env/server'
import type { AstroGlobal } from 'astro'

const TIMEOUT_MS = import.meta.env.DEV ? 60_000 : 5000

/** Calls the cms as the visitor: their cookies and address go along, as through the /api proxy. */
async function cmsAsVisitor(astro: AstroGlobal, path: string): Promise<Response | null> {
  const headers = new Headers({ accept: 'application/json', 'x-forwarded-for': astro.clientAddress })
  const cookie = astro.request.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  try {
    return await fetch(new URL(path, CMS_URL), { headers, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    return null
  }
}

async function json<T>(response: Response | null): Promise<T | null> {
  if (!response?.ok) return null
  try {
    return (await response.json()) as T
  } catch {
    return null
  }
}

export type Profile = {
  id: number
  email: string
  firstName: string
  lastName: string
  phone: string | null
  country: string | null
  preferredDestination: string | null
  picture: string | null
  authType: 'password' | 'oidc'
  travelSavingsBalance: number
  travelSavingsCurrency: 'USD' | 'EUR' | 'XOF'
}

export type AccountBooking = {
  id: number
  reference: string
  destination: string
  status: 'pending' | 'confirmed' | 'cancelled'
  departureDate: string | null
}

/** Whether the visitor is signed in as a traveller (any failure counts as signed out, per §8). */
export async function isSignedIn(astro: AstroGlobal): Promise<boolean> {
  const body = await json<{ user: Profile | null }>(await cmsAsVisitor(astro, '/api/users/me'))
  return Boolean(body?.user)
}

/** Whether quick sign-in is configured on the cms (hidden otherwise). */
export async function quickSignInEnabled(astro: AstroGlobal): Promise<boolean> {
  const body = await json<{ enabled: boolean }>(await cmsAsVisitor(astro, '/api/users/oidc/config'))
  return body?.enabled === true
}

export type SupportContacts = { phoneUs: string; phoneCi: string; email: string; bookingHost: string | null }

/** Everything the account page shows, or null when the visitor is not a signed-in traveller. */
export async function loadAccount(astro: AstroGlobal) {
  const [account, bookings, settings] = await Promise.all([
    cmsAsVisitor(astro, '/api/account').then((response) =>
      json<{ user: Profile; isAdmin: boolean }>(response),
    ),
    cmsAsVisitor(astro, '/api/account/bookings').then((response) =>
      json<{ docs: AccountBooking[] }>(response),
    ),
    cmsAsVisitor(astro, `/api/globals/site-settings?locale=${astro.locals.locale}&depth=0`).then((response) =>
      json<{ phones?: { us?: string; ci?: string }; email?: string; bookingHost?: string | null }>(response),
    ),
  ])
  if (!account) return null
  return {
    user: account.user,
    isAdmin: account.isAdmin,
    bookings: bookings?.docs ?? [],
    support: {
      phoneUs: settings?.phones?.us ?? '',
      phoneCi: settings?.phones?.ci ?? '',
      email: settings?.email ?? '',
      bookingHost: settings?.bookingHost ?? null,
    } satisfies SupportContacts,
  }
}
