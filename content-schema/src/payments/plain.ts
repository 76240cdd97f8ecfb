/** payments' zod-free face (browser code reaches it through core.ts): it imports only other folders' plain.ts. */
export * from './cancellation.ts'
export * from './constants.ts'
export * from './message-events.ts'
export * from './mobile-money-rules.ts'
export * from './polling.ts'
export * from './refund-words.ts'
