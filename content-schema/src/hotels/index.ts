/** hotels' face: what the folder offers the other folders and the package; other folders import nothing else of it. */

export * from './airport-distance.ts'
export * from './hotel.ts'
export * from './plain.ts'
export * from './room-offers.ts'
export * from './search.ts'
