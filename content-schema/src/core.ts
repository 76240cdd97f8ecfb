/**
 * `@nexovia/content-schema/core`: everything that needs no zod (the closed lists and their types,
 * constants, slugs, reference data and the pure rules of every feature), so browser code can import
 * it without building schemas: each folder's zod-free face, <folder>/plain.ts. The package root
 * exports all of this too, with the zod schemas and the dictionaries. content-schema/src/core.test.ts
 * proves this entry loads no zod.
 */
export * from './accounts/plain.ts'
export * from './chat/plain.ts'
export * from './concierge/plain.ts'
export * from './content/plain.ts'
export * from './core/plain.ts'
export * from './flights/plain.ts'
export * from './format/plain.ts'
export * from './hotels/plain.ts'
export type { UiKey } from './i18n/keys.ts'
export * from './payments/plain.ts'
export * from './places/plain.ts'
export * from './survey/plain.ts'
export * from './taxi/plain.ts'
