/** flights' zod-free face (browser code reaches it through core.ts): it imports only other folders' plain.ts. */
export * from './constants.ts'
export * from './date-strip.ts'
export * from './itinerary-times.ts'
export * from './journeys.ts'
export * from './price-watch-rule.ts'
export * from './time-window.ts'
