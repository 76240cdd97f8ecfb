/** places' zod-free face (browser code reaches it through core.ts): it imports only other folders' plain.ts. */
export * from './airport-match.ts'
export * from './airports.ts'
export * from './geo.ts'
export * from './west-africa.ts'
