/** accounts' zod-free face (browser code reaches it through core.ts): it imports only other folders' plain.ts. */
export * from './constants.ts'
