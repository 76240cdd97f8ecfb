import { isLocale, LOCALE_COOKIE } from '@nexovia/content-schema'
import type { APIRoute } from 'astro'
import { LOCALE_COOKIE_MAX_AGE } from '../../lib/localePreference'
import { redirectResponse, safeRedirectPath } from '../../lib/safeRedirect'
import { localizedPath } from '../../lib/urls'

/**
 * GET /preferences/language?locale=fr&path=/blog: stores the visitor's language choice and opens
 * the same page in that language. The header toggle and the footer select both come here, so the
 * choice is stored even without JavaScript.
 */
export const GET: APIRoute = ({ url, cookies }) => {
  const locale = url.searchParams.get('locale')
  const path = safeRedirectPath(url.searchParams.get('path'))
  if (!isLocale(locale)) return redirectResponse(path, { status: 303 })
  cookies.set(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    httpOnly: true,
    secure: import.meta.env.PROD && url.protocol === 'https:',
  })
  const target = new URL(path, url)
  // Checked again once localized: `/fr//host` is a site path, but `//host` in English is not.
  return redirectResponse(`${localizedPath(target.pathname, locale)}${target.search}`, {
    status: 303,
    fallback: localizedPath('/', locale),
  })
}
