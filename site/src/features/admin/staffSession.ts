import { API } from '@nexovia/content-schema/api/endpoints'
import type { AstroGlobal } from 'astro'
import { askAsVisitor } from '../../lib/cms'
import { redirectResponse, safeRedirectPath } from '../../lib/safeRedirect'
import { isSignedIn } from '../../lib/session'
import { localizedPath } from '../../lib/urls'

type Visitor = Pick<AstroGlobal, 'request' | 'clientAddress' | 'locals' | 'url'>

const NO_STORE = 'private, no-store'

export type StaffMember = { id: number | string; username: string }

/**
 * The outcome of the console's server guard (issue 9): an administrator may see the page; a
 * visitor without any session goes to the staff sign-in, remembering the page asked for; an
 * editor or a traveller is refused (editors keep Payload's own panel for content).
 */
export type StaffCheck =
  | { kind: 'admin'; admin: StaffMember }
  | { kind: 'signIn'; location: string }
  | { kind: 'forbidden' }

/** Reads the staff session (the HTTP-only `nexovia-admin-token` cookie) through the cms, never in the browser. */
export async function checkStaff(astro: Visitor): Promise<StaffCheck> {
  const user = (await askAsVisitor(astro, API.staffMe))?.user ?? null
  if (user?.roles.includes('admin')) return { kind: 'admin', admin: { id: user.id, username: user.username } }
  if (user || (await isSignedIn(astro))) return { kind: 'forbidden' }
  const asked = safeRedirectPath(`${astro.url.pathname}${astro.url.search}`, '')
  const login = localizedPath('/admin/login', astro.locals.locale)
  return { kind: 'signIn', location: asked ? `${login}?next=${encodeURIComponent(asked)}` : login }
}

type Page = Visitor & Pick<AstroGlobal, 'response'>

/**
 * The guard each console route runs first (a component cannot redirect): a redirect Response for
 * a visitor to sign in, else the check, with the page marked private and a refusal answered 403.
 */
export async function guardAdminPage(astro: Page): Promise<Response | StaffCheck> {
  astro.response.headers.set('cache-control', NO_STORE)
  const staff = await checkStaff(astro)
  if (staff.kind === 'signIn')
    return redirectResponse(staff.location, { headers: { 'cache-control': NO_STORE } })
  if (staff.kind === 'forbidden') astro.response.status = 403
  return staff
}
