/** places' face: what the folder offers the other folders and the package; other folders import nothing else of it. */

export * from './airport.ts'
export * from './city-centres.ts'
export * from './constants.ts'
export * from './localized-airport.ts'
export * from './place.ts'
export * from './places.ts'
export * from './plain.ts'
export * from './search.ts'
