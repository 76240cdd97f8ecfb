import { LOCALE_TAGS, type Locale, type TCurrency } from '@nexovia/content-schema/core'
import type { TMoneyView } from '../../lib/money/priceEquivalents'
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

/** How a results page shows prices: the visitor's currency and rates, and the route's West African currency. */
export type FlightMoney = TMoneyView & { destination?: TCurrency }
