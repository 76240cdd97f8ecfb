import {
  convertMinor,
  formatMoney,
  LOCALE_TAGS,
  type Locale,
  type TCurrency,
} from '@nexovia/content-schema/core'
import { durationParts } from './itineraryRules'

/** "18:30" or "6:30 PM" as written at the airport (the engine's times carry the airport's offset). */
export function formatLocalTime(isoDateTime: string, locale: Locale): string {
  const [hours, minutes] = [Number(isoDateTime.slice(11, 13)), Number(isoDateTime.slice(14, 16))]
  // A fixed UTC date carries the wall-clock time, so the browser's own zone cannot shift it.
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
}

/** "Tue, Dec 1" for the date part of an airport-local date-time or of an ISO date. */
export function formatLocalDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1)))
}

export const formatDuration = (
  t: (key: 'flights.duration', params: Record<string, number>) => string,
  minutes: number,
): string => t('flights.duration', durationParts(minutes))

/** The price, and beside it the CFA franc equivalent on a West African route. */
export function formatPrices(minor: number, currency: TCurrency, locale: Locale, withXof: boolean) {
  return {
    price: formatMoney(minor, currency, locale),
    xof:
      withXof && currency !== 'XOF' ? formatMoney(convertMinor(minor, currency, 'XOF'), 'XOF', locale) : null,
  }
}
