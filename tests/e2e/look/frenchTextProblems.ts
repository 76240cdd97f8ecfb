/** The French scan of the e2e journeys: the same rules as the unit tests' (content-schema). */
export { frenchTextProblems } from '@nexovia/content-schema/i18n/frenchTextProblems'
