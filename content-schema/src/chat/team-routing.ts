import { BROWSER_LANGUAGE_TO_COUNTRY, FALLBACK_TEAM_CODE, TIMEZONE_TO_COUNTRY } from './constants.ts'
import type { WeeklyHours } from './working-hours.ts'

export type TeamRouting = { readonly code: string; readonly countries?: readonly string[] | null }

const ISO_WEEKDAY: Readonly<Record<string, number>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
}

/** The ISO weekday and hour of an instant on the wall clock of a time zone. */
export const localWeekdayAndHour = (date: Date, timeZone: string): { weekday: number; hour: number } => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date)
  const weekday = ISO_WEEKDAY[parts.find((part) => part.type === 'weekday')?.value ?? ''] ?? 0
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? Number.NaN)
  return { weekday, hour }
}

/** True when, on the schedule's zone clock, the day is a working day and start <= hour < end: support is online. */
export const isWithinHours = (hours: WeeklyHours, date: Date = new Date()): boolean => {
  const { weekday, hour } = localWeekdayAndHour(date, hours.timezone)
  const isWorkingDay = hours.days.some((day) => Number(day) === weekday)
  return isWorkingDay && hour >= hours.hoursStart && hour < hours.hoursEnd
}

export type CountrySignals = {
  /** Country code from an IP geolocation lookup, if one answered. */
  readonly ipCountry?: string | null
  /** The browser's IANA time zone (Intl.DateTimeFormat().resolvedOptions().timeZone). */
  readonly timeZone?: string | null
  /** navigator.language, e.g. "fr-CI". */
  readonly browserLanguage?: string | null
}

const COUNTRY_CODE = /^[A-Z]{2}$/

/** The visitor's country: IP lookup first, then the time zone map, then the browser language. */
export const detectCountry = (signals: CountrySignals): string | undefined => {
  const ipCountry = signals.ipCountry?.trim().toUpperCase()
  if (ipCountry && COUNTRY_CODE.test(ipCountry)) return ipCountry
  const fromTimeZone = signals.timeZone ? TIMEZONE_TO_COUNTRY[signals.timeZone] : undefined
  if (fromTimeZone) return fromTimeZone
  return signals.browserLanguage
    ? BROWSER_LANGUAGE_TO_COUNTRY[signals.browserLanguage.toLowerCase()]
    : undefined
}

/** The team serving a country; the international team for unknown or unlisted countries. */
export const pickTeam = <T extends TeamRouting>(
  country: string | undefined,
  teams: readonly T[],
): T | undefined => {
  const code = country?.toUpperCase()
  const regional = code ? teams.find((team) => team.countries?.includes(code)) : undefined
  return regional ?? teams.find((team) => team.code === FALLBACK_TEAM_CODE)
}
