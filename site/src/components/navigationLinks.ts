import type { Locale, UiKey } from '@nexovia/content-schema'
import { localizedPath } from '../lib/urls'

type NavigationLink = { label: UiKey; path: string; href: string }

/** The top bar's links in spec order; hotels, cars and activities lead to their under-construction pages. */
const LINKS: { label: UiKey; path: string; hash?: string }[] = [
  { label: 'nav.home', path: '/' },
  { label: 'nav.flights', path: '/flights' },
  { label: 'nav.hotels', path: '/hotels-under-construction' },
  { label: 'nav.cars', path: '/cars-under-construction' },
  { label: 'nav.airportTaxi', path: '/airport-taxi' },
  { label: 'nav.activities', path: '/activities-under-construction' },
  { label: 'nav.blog', path: '/blog' },
  { label: 'nav.whyNexovia', path: '/why-nexovia' },
  { label: 'nav.contact', path: '/', hash: '#concierge' },
]

export function navigationLinks(locale: Locale): NavigationLink[] {
  return LINKS.map(({ label, path, hash = '' }) => ({
    label,
    // The contact link is not "the current page" anywhere: it points into the home page.
    path: hash ? `${path}${hash}` : path,
    href: `${localizedPath(path, locale)}${hash}`,
  }))
}
