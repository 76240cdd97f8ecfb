import { DEFAULT_HERO_LINK, isSitePath, type Locale } from '@nexovia/content-schema/core'
import { localizedPath } from '../../lib/urls'

/**
 * Where a slide's Book Now leads in the page's language: the editor's page of this site (its path
 * localized, its query and fragment kept), or the flight search when none is set or it is not ours.
 */
export function heroHref(link: string | null | undefined, locale: Locale): string {
  const target = link && isSitePath(link) ? link : DEFAULT_HERO_LINK
  const rest = target.search(/[?#]/)
  const path = rest === -1 ? target : target.slice(0, rest)
  return `${localizedPath(path, locale)}${rest === -1 ? '' : target.slice(rest)}`
}
