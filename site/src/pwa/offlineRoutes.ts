/**
 * What the service worker (serviceWorker.ts) does with each request, as plain functions. It never answers
 * from its cache while the network answers a page, and never touches what carries prices, availability,
 * payments or a traveller's data (/api/*, searches, quotes, checkout, payment status): those go to the
 * network as if there were no worker. Offline, a page gives way to the trips kept on the device
 * (manage-booking, account, the trips page) or to the language's offline page (anything else).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nexovia/content-schema/core/locales'
import { APP_ICONS } from '../features/pocket/appIcons'

/** The pages a traveller needs offline, in each language: the rest of the site is never precached. */
export const OFFLINE_PAGE = '/offline'
export const TRIPS_PAGE = '/trips'
/** Offline, these show the trips kept on the device (the trips page answers in their place). */
const TRIP_PAGES = ['/manage-booking', '/account', TRIPS_PAGE]

/** The page's language from its path (/fr/… is French, anything else English). */
export function localeOfPath(pathname: string): Locale {
  const locale = LOCALES.find((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`))
  return locale ?? DEFAULT_LOCALE
}

/** A path in a language: '/trips' in French is '/fr/trips'. */
export function pathInLocale(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`
}

/** The path without its language prefix ('/fr/account' → '/account'). */
const unprefixed = (pathname: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1) || '/'

/** Every page the worker keeps, each in both languages. */
export const PRECACHED_PAGES = [OFFLINE_PAGE, TRIPS_PAGE].flatMap((path) =>
  LOCALES.map((locale) => pathInLocale(path, locale)),
)

/** The unhashed files of the shell: the manifests, the icons, the favicon. */
export const PRECACHED_FILES = [
  ...LOCALES.map((locale) => pathInLocale('/manifest.webmanifest', locale)),
  '/favicon.svg',
  ...APP_ICONS.map((icon) => icon.src),
]

export type Handling =
  /** Left to the browser: the network, as if there were no worker. */
  | { kind: 'network' }
  /** A hashed build file or a shell file: the kept copy if there is one, else the network. */
  | { kind: 'shell' }
  /** A page: the network; when it fails, the kept page named here. */
  | { kind: 'page'; fallback: string }

type RequestFacts = { url: string; method: string; mode: string }

/** How the worker handles one request of a page of `origin`. */
export function handlingOf(request: RequestFacts, origin: string): Handling {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== origin) return { kind: 'network' }
  if (url.pathname.startsWith('/_astro/') || PRECACHED_FILES.includes(url.pathname)) return { kind: 'shell' }
  if (request.mode !== 'navigate' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_')) {
    return { kind: 'network' }
  }
  return { kind: 'page', fallback: offlineFallback(url.pathname) }
}

/** The kept page that stands in for `pathname` offline, in its language. */
export function offlineFallback(pathname: string): string {
  const locale = localeOfPath(pathname)
  const page = unprefixed(pathname.replace(/\/+$/, '') || '/', locale)
  return pathInLocale(TRIP_PAGES.includes(page) ? TRIPS_PAGE : OFFLINE_PAGE, locale)
}

/**
 * The build files a kept page or file refers to: its scripts, styles and fonts under /_astro/, written
 * absolute (in HTML) or relative to the file (a chunk's imports, a style's fonts). Resolved against `base`.
 */
export function referencedBuildFiles(text: string, base: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(/\/_astro\/[\w.~-]+\.(?:js|css|woff2?|svg|png|webp)/g)) {
    found.add(new URL(match[0], base).pathname)
  }
  for (const match of text.matchAll(/["'(]\.\/([\w.~-]+\.(?:js|css|woff2?))/g)) {
    found.add(new URL(`./${match[1]}`, base).pathname)
  }
  return [...found].filter((path) => path.startsWith('/_astro/'))
}
