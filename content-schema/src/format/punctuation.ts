/**
 * French punctuation as a French reader expects it: a no-break space before ":" and a narrow one
 * before ";", "!", "?" and inside « » (Imprimerie nationale); English keeps none.
 */
import type { Locale } from '../core/plain.ts'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

/** "United States:" / "États-Unis :": a label before its value, the colon spaced as the language does. */
export const withColon = (label: string, locale: Locale): string =>
  locale === 'fr' ? `${label}${NBSP}:` : `${label}:`

/** "Paid: $850.00" / "Payé : 850,00 $US": a label and its value. */
export const labelled = (label: string, value: string, locale: Locale): string =>
  `${withColon(label, locale)} ${value}`

/**
 * The places where a French text breaks the rule: a ": ; ! ?" with no no-break space before it, or
 * « » without one inside. URLs, times ("8:35" is caught elsewhere), "{placeholders}" and "?param"
 * are not punctuation. An empty list means the text is right.
 */
export function frenchSpacingFaults(text: string): string[] {
  const prose = text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\{[^}]*\}/g, 'x')
    .replace(/\d:\d/g, '')
  const faults: string[] = []
  for (const match of prose.matchAll(/(.)([:;!?])(?=\s|$)/g)) {
    const [, before, mark] = match
    if (before !== NBSP && before !== NNBSP) faults.push(`no no-break space before "${mark}"`)
  }
  if (/«(?![\u00a0\u202f])/.test(prose)) faults.push('no no-break space after «')
  if (/(?<![\u00a0\u202f])»/.test(prose)) faults.push('no no-break space before »')
  return faults
}
