import { z } from 'zod'
import { ZTeamCode } from '../core/enum-schemas.ts'
import { arrayRowId, globalBase, listOf } from '../core/primitives.ts'

const weekday = z.coerce.number().int().min(1).max(7)
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/)

/** A support team in one locale, as the support-teams global returns it. */
export const ZSupportTeam = z.object({
  ...arrayRowId,
  code: ZTeamCode,
  displayName: z.string(),
  countries: listOf(z.string().length(2)),
  onlineMessage: z.string(),
  offlineMessage: z.string(),
  themeColour: hexColour,
})
export type TSupportTeam = z.infer<typeof ZSupportTeam>

/**
 * The one schedule of support hours (the support-teams global's `supportHours`): the chat card's
 * online state, the concierge section and the footer all read it. The cms stores weekdays as "1".."7".
 */
export const ZSupportHours = z.object({
  timezone: z.string().min(1),
  hoursStart: z.number().int().min(0).max(23),
  hoursEnd: z.number().int().min(1).max(24),
  days: z.array(weekday).min(1),
})
export type TSupportHours = z.infer<typeof ZSupportHours>

export const ZSupportTeams = z.object({
  ...globalBase,
  teams: listOf(ZSupportTeam),
  supportHours: ZSupportHours.nullish(),
})
export type TSupportTeams = z.infer<typeof ZSupportTeams>

const bilingual = z.object({ en: z.string().min(1), fr: z.string().min(1) })

/** A support team as spec 01 §3 describes it, every text in both languages (seed and offline fallback). */
export const ZSupportTeamData = z.object({
  code: ZTeamCode,
  displayName: bilingual,
  countries: z.array(z.string().length(2)),
  messages: z.object({ online: bilingual, offline: bilingual }),
  themeColour: hexColour,
})
export type TSupportTeamData = z.infer<typeof ZSupportTeamData>
