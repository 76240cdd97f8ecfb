/**
 * Numbers, counts, ratings, durations and money as each language writes them, on Intl (CLDR):
 * "15 000+" (narrow no-break space in French), "4,9/5", "7 h 40" / "7h 40m" (money: money.ts).
 */

import { LOCALE_TAGS, type Locale } from '../core/plain.ts'
import { numberFormat } from './intl.ts'

const NBSP = '\u00a0'

/** "15,000" / "15 000"; `fractionDigits` fixes the decimals ("2.5 km" / "2,5 km"). */
export const formatNumber = (value: number, locale: Locale, fractionDigits?: number): string =>
  numberFormat(LOCALE_TAGS[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)

/** A count shown as a floor: "15,000+" / "15 000+". */
export const formatCount = (value: number, locale: Locale): string => `${formatNumber(value, locale)}+`

/** A rating with one decimal out of a scale: "4.9/5" / "4,9/5". */
export const formatRating = (value: number, locale: Locale, outOf = 5): string =>
  `${numberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}/${outOf}`

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

/**
 * A duration in words, the same in both languages: "1 h 51 min", "45 min", "2 h" (a ride, a wait;
 * never "111 min"). Flight cards keep formatDuration's shorter forms.
 */
export function formatDurationInWords(minutes: number, _locale: Locale): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest}${NBSP}min`
  return rest === 0 ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}${NBSP}min`
}

/** "98%" / "98 %": a whole percentage. */
export const formatPercent = (value: number, locale: Locale): string =>
  numberFormat(LOCALE_TAGS[locale], { style: 'percent' }).format(value / 100)

/**
 * An editor's figure ("15K+", "24h", "4.9/5", "98%", "24/7") as the page's language writes it:
 * "15,000+" / "15 000+", "24h" / "24 h", "4.9/5" / "4,9/5", "98%" / "98 %", "24/7" / "24 h/24";
 * a text of any other shape comes back as typed.
 */
export function formatFigure(text: string, locale: Locale): string {
  const value = text.trim()
  const count = /^(\d+(?:[.,]\d+)?)\s*([kK])?\+$/.exec(value)
  if (count) return formatCount(Number(count[1]!.replace(',', '.')) * (count[2] ? 1000 : 1), locale)
  const hours = /^(\d+)\s*h$/.exec(value)
  if (hours) return formatDuration(Number(hours[1]) * 60, locale)
  const rating = /^(\d+(?:[.,]\d+)?)\s*\/\s*(\d+)$/.exec(value)
  if (rating && value !== '24/7')
    return formatRating(Number(rating[1]!.replace(',', '.')), locale, Number(rating[2]))
  const percent = /^(\d+)\s*%$/.exec(value)
  if (percent) return formatPercent(Number(percent[1]), locale)
  if (value === '24/7' && locale === 'fr') return `24${NBSP}h/24`
  return text
}
