/** content's zod-free face (browser code reaches it through core.ts): it imports only other folders' plain.ts. */
export * from './cache-tags.ts'
export * from './marketing.ts'
export * from './post-listing.ts'
export * from './site-path.ts'
