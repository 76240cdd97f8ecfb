import { LOCALE_TAGS, type Locale } from '../core/plain.ts'

const rules: Partial<Record<Locale, Intl.PluralRules>> = {}

/**
 * Which form of a counted word a language writes: the dictionary's `….one` or `….other` key. French
 * uses the singular for 0 and 1 (« 0 nuit », « 1,5 heure »), English for 1 alone ("0 nights"): a
 * hand-written `count === 1` gets French wrong at 0.
 */
export function pluralForm(locale: Locale, count: number): 'one' | 'other' {
  rules[locale] ??= new Intl.PluralRules(LOCALE_TAGS[locale])
  return rules[locale].select(count) === 'one' ? 'one' : 'other'
}
