/**
 * `@nexovia/content-schema`: every schema, rule, constant and dictionary, one folder per feature
 * (accounts, chat, concierge, content, flights, hotels, payments, places, survey, taxi) over core/
 * (lists, locales, money, primitives) and i18n/, each through its face (<folder>/index.ts). Browser
 * code imports `./core` instead, which has no zod.
 */
export * from './accounts/index.ts'
export * from './api/index.ts'
export * from './chat/index.ts'
export * from './concierge/index.ts'
export * from './content/index.ts'
export * from './core/index.ts'
export * from './flights/index.ts'
export * from './format/index.ts'
export * from './hotels/index.ts'
export * from './i18n/index.ts'
export * from './payments/index.ts'
export * from './places/index.ts'
export * from './survey/index.ts'
export * from './taxi/index.ts'
