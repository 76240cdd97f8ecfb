import type { AstroGlobal } from 'astro'
import { z } from 'zod'
import { getJsonAsVisitor } from '../../lib/cms'
import { redirectResponse, safeRedirectPath } from '../../lib/safeRedirect'
import { isSignedIn } from '../../lib/session'
import { localizedPath } from '../../lib/urls'

type Visitor = Pick<AstroGlobal, 'request' | 'clientAddress' | 'locals' | 'url'>

const ZStaffMe = z.object({
  user: z
    .object({ id: z.union([z.number(), z.string()]), username: z.string(), roles: z.array(z.string()) })
    .nullish(),
})

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
  const parsed = ZStaffMe.safeParse(await getJsonAsVisitor(astro, '/api/admins/me'))
  const user = parsed.success ? parsed.data.user : null
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
