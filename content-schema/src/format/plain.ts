/** format's zod-free face (browser code reaches it through core.ts): it imports only other folders' plain.ts. */
export * from './dates.ts'
export * from './frenchTypesetting.ts'
export * from './money.ts'
export * from './names.ts'
export * from './numbers.ts'
export * from './plural.ts'
export * from './punctuation.ts'
export * from './times.ts'
