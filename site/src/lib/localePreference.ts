import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@nexovia/content-schema'
import { redirectResponse, sameSitePath } from './safeRedirect'
import { localeFromPath, localizedPath } from './urls'

/** A year: the choice outlives the session, like the original's local storage. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** Paths that are not pages in a language: never redirected by the language rules. */
const NON_PAGE_PREFIXES = ['/api/', '/_', '/preferences/']

/** The site locale the browser ranks highest in Accept-Language ("fr-CI,fr;q=0.9,en;q=0.8" → fr), if any. */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith('q='))
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: quality ? Number(quality.slice(2)) : 1,
        index,
      }
    })
    .filter(({ language, quality }) => isLocale(language) && Number.isFinite(quality) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked[0]?.language as Locale | undefined
}

/** The locale stored in the visitor's cookie header, if it names a site locale. */
export function storedLocale(cookieHeader: string | null | undefined): Locale | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1]
  return isLocale(value) ? value : undefined
}

type RedirectInput = {
  pathname: string
  search: string
  cookieHeader: string | null
  acceptLanguage: string | null
}

/**
 * Where a page request should go instead, or null to serve it. A stored choice always wins and
 * applies to every page. Without one, only an English (unprefixed) address follows the browser:
 * a /fr/ address is an explicit choice of French, and crawlers must reach both languages.
 */
export function localeRedirectTarget({
  pathname,
  search,
  cookieHeader,
  acceptLanguage,
}: RedirectInput): string | null {
  if (NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /\.\w+$/.test(pathname)) return null
  const pageLocale = localeFromPath(pathname)
  const wanted =
    storedLocale(cookieHeader) ??
    (pageLocale === DEFAULT_LOCALE ? preferredLocale(acceptLanguage) : undefined)
  if (!wanted || wanted === pageLocale) return null
  // `/fr//host` would become `//host`, another site: such an address is served (a 404) as it is.
  return sameSitePath(`${localizedPath(pathname, wanted)}${search}`)
}

/** A temporary redirect that shared caches must not reuse for another visitor. */
export function localeRedirectResponse(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  const target = localeRedirectTarget({
    pathname: url.pathname,
    search: url.search,
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
  if (!target) return null
  return redirectResponse(target, {
    status: 302,
    headers: { vary: 'Accept-Language, Cookie', 'cache-control': 'private, no-store' },
  })
}

export { LOCALES }
