import type { Locale, UiKey } from '@nexovia/content-schema'
import { localizedPath } from '../lib/urls'
import type { RouteLink } from '../routes'

type NavigationLink = { label: UiKey; path: string; href: string }

/** Route links as the page renders them: `path` to compare with the current page, `href` in the locale. */
export function navigationLinks(links: readonly RouteLink[], locale: Locale): NavigationLink[] {
  return links.map(({ label, path, hash = '' }) => ({
    label,
    // A section link is not "the current page" anywhere: it points into a page.
    path: hash ? `${path}${hash}` : path,
    href: `${localizedPath(path, locale)}${hash}`,
  }))
}
