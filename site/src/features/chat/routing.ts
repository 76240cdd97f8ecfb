/**
 * Chat routing as the status card and the widget use it: which country, which team, online or
 * not, and what to tell the visitor. Pure; the rules themselves live in content-schema.
 * Deep imports keep zod and the dictionaries out of the browser bundle.
 */

import { detectCountry, isWithinHours, pickTeam } from '@nexovia/content-schema/chat/team-routing'
import type { TSupportTeam, WeeklyHours } from '@nexovia/content-schema/core'

export type Signals = { ipCountry: string | null; timeZone: string | null; browserLanguage: string | null }

export type CountrySource = 'ip' | 'timezone' | 'language' | 'none'

export type Routing = {
  country: string | undefined
  countrySource: CountrySource
  team: TSupportTeam | undefined
  isOnline: boolean
  /** The team's online or offline message. */
  message: string | undefined
  detectedAt: string
}

/** Which signal decided the country, in the order detectCountry tries them. */
export function countrySource(signals: Signals): CountrySource {
  if (detectCountry({ ipCountry: signals.ipCountry })) return 'ip'
  if (detectCountry({ timeZone: signals.timeZone })) return 'timezone'
  if (detectCountry({ browserLanguage: signals.browserLanguage })) return 'language'
  return 'none'
}

/** Routes a visitor: country from the signals, the team serving it, and whether support is open now (one schedule for every team). */
export function routeVisitor(
  signals: Signals,
  teams: readonly TSupportTeam[],
  hours: WeeklyHours,
  now: Date,
): Routing {
  const country = detectCountry(signals)
  const team = pickTeam(country, teams)
  const isOnline = team ? isWithinHours(hours, now) : false
  return {
    country,
    countrySource: countrySource(signals),
    team,
    isOnline,
    message: team ? (isOnline ? team.onlineMessage : team.offlineMessage) : undefined,
    detectedAt: now.toISOString(),
  }
}
