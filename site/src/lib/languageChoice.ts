import type { Locale } from '@nexovia/content-schema'
import { unlocalizedPath } from './urls'

/** The address that stores a language choice and opens the current page in that language. */
export function languageChoiceHref(locale: Locale, current: URL): string {
  const query = new URLSearchParams({ locale, path: `${unlocalizedPath(current.pathname)}${current.search}` })
  return `/preferences/language?${query}`
}
