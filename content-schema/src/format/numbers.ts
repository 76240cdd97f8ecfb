/**
 * Numbers, counts, ratings, durations and money as each language writes them, on Intl (CLDR):
 * "15 000+" (narrow no-break space in French), "4,9/5", "7 h 40" / "7h 40m" (money: money.ts).
 */

import { LOCALE_TAGS, type Locale } from '../core/locales.ts'

const NBSP = '\u00a0'

/** "15,000" / "15 000". */
export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value)

/** A count shown as a floor: "15,000+" / "15 000+". */
export const formatCount = (value: number, locale: Locale): string => `${formatNumber(value, locale)}+`

/** A rating with one decimal out of a scale: "4.9/5" / "4,9/5". */
export const formatRating = (value: number, locale: Locale, outOf = 5): string =>
  `${new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}/${outOf}`

/** A duration in minutes: "7h 40m", "24h", "40m" (as the site's flight cards) / "7 h 40", "24 h", "40 min". */
export function formatDuration(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (locale === 'fr') {
    if (hours === 0) return `${rest}${NBSP}min`
    return rest === 0 ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}`
  }
  if (hours === 0) return `${rest}m`
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`
}
