/** flights' face: what the folder offers the other folders and the package; other folders import nothing else of it. */

export * from './check-in.ts'
export * from './fare-facts.ts'
export * from './itinerary-text.ts'
export * from './lead.ts'
export * from './pickup-offer.ts'
export * from './plain.ts'
export * from './price-watch.ts'
export * from './search.ts'
export * from './ticketing-entry.ts'
export * from './tickets.ts'
export * from './traveller-tickets.ts'
