/**
 * `@nexovia/content-schema/core`: everything that needs no zod — the closed lists and their types,
 * constants, slugs and the pure rules — so that browser code can import it without building
 * schemas. The package root exports all of this too, with the zod schemas and the dictionaries.
 */
export * from './constants/index.ts'
export * from './core/enums.ts'
export * from './core/locales.ts'
export * from './core/support-team.ts'
export type { UiKey } from './i18n/keys.ts'
export * from './rules/airport-match.ts'
export * from './rules/money.ts'
export * from './rules/payment-polling.ts'
export * from './rules/post-listing.ts'
export * from './rules/status-transitions.ts'
export * from './rules/taxi-service.ts'
export * from './rules/team-routing.ts'
export * from './rules/time-window.ts'
export * from './slugs.ts'
