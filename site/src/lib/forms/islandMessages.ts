import type { Translator, UiKey } from '@nexovia/content-schema'

/** The strings for `keys` in the page's language, to pass to an island as a prop. */
export function islandMessages<K extends UiKey>(t: Translator, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>
}
