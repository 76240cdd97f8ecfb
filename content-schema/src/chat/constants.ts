import type { TTeamCode } from '../core/plain.ts'

/**
 * The one schedule of support hours the site shows (chat card, concierge section, footer) when the
 * cms's is out of reach: every day (ISO weekdays), 8 AM to 10 PM New York time (spec 01).
 */
export const SUPPORT_HOURS = {
  hoursStart: 8,
  hoursEnd: 22,
  timezone: 'America/New_York',
  days: [1, 2, 3, 4, 5, 6, 7],
} as const

/** Countries each team serves; INTERNATIONAL takes every country not listed elsewhere. */
export const TEAM_COUNTRIES = {
  US: ['US', 'CA'],
  CI: ['CI', 'GH', 'SN', 'ML', 'BF'],
  INTERNATIONAL: [],
} as const satisfies Record<TTeamCode, readonly string[]>

export const FALLBACK_TEAM_CODE: TTeamCode = 'INTERNATIONAL'

/** Country guessed from the browser's time zone when the IP lookup fails. */
export const TIMEZONE_TO_COUNTRY: Readonly<Record<string, string>> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Toronto': 'CA',
  'Africa/Abidjan': 'CI',
  'Africa/Accra': 'GH',
  'Africa/Dakar': 'SN',
  'Africa/Bamako': 'ML',
  'Africa/Ouagadougou': 'BF',
}

/** Country guessed from the browser language (lower-cased tag) as the last resort. */
export const BROWSER_LANGUAGE_TO_COUNTRY: Readonly<Record<string, string>> = {
  'en-us': 'US',
  'fr-ci': 'CI',
  'en-ca': 'CA',
}

export const CHAT_THEME_COLOURS = {
  US: '#1e40af',
  CI: '#f59e0b',
  INTERNATIONAL: '#6366f1',
} as const satisfies Record<TTeamCode, string>

/** A chat site id with this value (or none) turns the widget off. */
export const CHAT_DISABLED_SITE_ID = 'disabled'
export const CHAT_START_DELAY_MS = 2000
export const CHAT_REEVALUATE_MS = 1_800_000
export const CHAT_WIDGET_POLL_MS = 100
export const IP_LOOKUP_TIMEOUT_MS = 3000
export const CHAT_TEAM_ASSIGNED_EVENT = 'team_assigned'
/** The routing debug panel shows only with ?debug=true. */
export const CHAT_DEBUG_QUERY = { name: 'debug', value: 'true' } as const
