/** The support teams' codes: a module of its own, read by the chat on every page without the other lists. */
export const TEAM_CODES = ['US', 'CI', 'INTERNATIONAL'] as const
export type TTeamCode = (typeof TEAM_CODES)[number]
