import type { TSupportTeam, WeeklyHours } from '@nexovia/content-schema/core'
import { TEAM_CODES } from '@nexovia/content-schema/core/team-codes'
import { isRecord } from '../../lib/isRecord'

// The site's own /_chat answers, read in the browser of every page (content pages included, whose
// JavaScript budget is 5 KB: no zod). The server built them from the cms with the shared schema
// (supportTeams.ts); this checks each field the chat reads, so a bad answer falls back to the built-in teams.

const isWholeIn = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && Number(value) >= min && Number(value) <= max
const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string')
const isTeamCode = (value: unknown): value is TSupportTeam['code'] =>
  TEAM_CODES.some((code) => code === value)

function isSupportTeam(value: unknown): value is TSupportTeam {
  return (
    isRecord(value) &&
    isTeamCode(value.code) &&
    [value.displayName, value.onlineMessage, value.offlineMessage, value.themeColour].every(
      (text) => typeof text === 'string',
    ) &&
    isStrings(value.countries)
  )
}

function isWeeklyHours(value: unknown): value is WeeklyHours {
  return (
    isRecord(value) &&
    typeof value.timezone === 'string' &&
    isWholeIn(value.hoursStart, 0, 23) &&
    isWholeIn(value.hoursEnd, 1, 24) &&
    Array.isArray(value.days) &&
    value.days.every((day) => isWholeIn(day, 1, 7))
  )
}

/** /_chat/teams: the one schedule of support hours, or undefined when the answer has none. */
export const supportHoursOf = (body: unknown): WeeklyHours | undefined =>
  isRecord(body) && isWeeklyHours(body.supportHours) ? body.supportHours : undefined

/** /_chat/teams: the teams, or none when the answer is not a list of them. */
export const teamsOf = (body: unknown): TSupportTeam[] =>
  isRecord(body) && Array.isArray(body.teams) && body.teams.every(isSupportTeam) ? body.teams : []

/** /_chat/country: the visitor's country code, or null. */
export const countryOf = (body: unknown): string | null =>
  isRecord(body) && typeof body.country === 'string' ? body.country : null
