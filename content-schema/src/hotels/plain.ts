/** hotels' zod-free face (browser code reaches it through core.ts): it imports only other folders' plain.ts. */
export * from './room-types.ts'
export * from './rules.ts'
export * from './stay-bounds.ts'
