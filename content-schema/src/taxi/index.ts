/** taxi's face: what the folder offers the other folders and the package; other folders import nothing else of it. */

export * from './admin.ts'
export * from './areas.ts'
export * from './arrival-time.ts'
export * from './assign-driver.ts'
export * from './booking.ts'
export * from './driver.ts'
export * from './flight-number.ts'
export * from './plain.ts'
export * from './quote.ts'
export * from './ride.ts'
export * from './whatsapp.ts'
