/** core's face for the package: plain.ts with the zod schemas of the lists, locales and primitives. */

export * from './enum-schemas.ts'
export * from './locale-schema.ts'
export * from './plain.ts'
export * from './primitives.ts'
