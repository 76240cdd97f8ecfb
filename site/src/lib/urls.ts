import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@nexovia/content-schema'

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** The locale a path belongs to: its first segment when that is a prefixed locale, else the default. */
export function localeFromPath(pathname: string): Locale {
  const firstSegment = pathname.split('/')[1]
  return isLocale(firstSegment) && firstSegment !== DEFAULT_LOCALE ? firstSegment : DEFAULT_LOCALE
}

/** The default-locale form of a path: `/fr/blog` → `/blog`, `/fr` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname)
  const path = withoutTrailingSlash(pathname.startsWith('/') ? pathname : `/${pathname}`)
  if (locale === DEFAULT_LOCALE) return path
  const rest = path.slice(locale.length + 1)
  return rest === '' ? '/' : rest
}

/** The path of a page in the given locale: `localizedPath('/blog', 'fr')` → `/fr/blog`. */
export function localizedPath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path)
  if (locale === DEFAULT_LOCALE) return base
  return base === '/' ? `/${locale}` : `/${locale}${base}`
}

/** The same page in every locale, keyed by locale. */
export function alternatePaths(currentPath: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(currentPath, locale)])) as Record<
    Locale,
    string
  >
}
