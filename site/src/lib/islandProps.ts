import type { Locale, Translator, UiKey } from '@nexovia/content-schema'
import { islandMessages } from './forms/islandMessages'

/**
 * What a page gives each of its islands: the page's language and the island's strings in it
 * (`<Form client:load {...islandProps(Astro.locals, FORM_KEYS)} />`).
 */
export function islandProps<K extends UiKey>(locals: { locale: Locale; t: Translator }, keys: readonly K[]) {
  return { locale: locals.locale, messages: islandMessages(locals.t, keys) }
}
