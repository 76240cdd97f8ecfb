import type { TTripCard } from './tripCard'

/**
 * The trips kept on this device (issue 44): each booking the traveller opened, as the page showed it,
 * with when it was read. In this browser's IndexedDB only (never an HTTP or shared cache), one record
 * per reference; forgotten on sign-out and by "Forget this device".
 */
export type KeptTrip = { reference: string; keptAt: string; booking: TTripCard }

const DATABASE = 'nexovia-trips'
const STORE = 'trips'

function openTrips(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'reference' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openTrips().then((database) =>
    new Promise<T>((resolve, reject) => {
      const request = act(database.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    }).finally(() => database.close()),
  )
}

/** Whether this browser can keep trips (IndexedDB may be off in a private window). */
export const canKeepTrips = () => typeof indexedDB !== 'undefined'

/** Keeps (or refreshes) one booking as the page just showed it. A failure only means it is not kept. */
export async function keepTrip(booking: TTripCard, now = new Date()): Promise<void> {
  if (!canKeepTrips()) return
  const trip: KeptTrip = { reference: booking.reference, keptAt: now.toISOString(), booking }
  await inStore('readwrite', (store) => store.put(trip)).catch(() => undefined)
}

/** Keeps several bookings as a page just showed them (My Bookings), one after another. */
export async function keepTrips(bookings: readonly TTripCard[], now = new Date()): Promise<void> {
  for (const booking of bookings) await keepTrip(booking, now)
}

/** The kept trips, soonest departure first (trips without a date last). */
export async function keptTrips(): Promise<KeptTrip[]> {
  if (!canKeepTrips()) return []
  const trips = await inStore<KeptTrip[]>('readonly', (store) => store.getAll()).catch(() => [])
  return sortedTrips(trips.filter(isKeptTrip))
}

/** Forgets every kept trip: the whole database goes. */
export function forgetTrips(): Promise<void> {
  if (!canKeepTrips()) return Promise.resolve()
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

/** A record as this module writes it (anything else in the store is skipped, not shown). */
export function isKeptTrip(value: unknown): value is KeptTrip {
  if (typeof value !== 'object' || value === null) return false
  const trip = value as Partial<KeptTrip>
  return (
    typeof trip.reference === 'string' && typeof trip.keptAt === 'string' && typeof trip.booking === 'object'
  )
}

/** Soonest departure first; undated trips after, the latest kept first. */
export function sortedTrips(trips: KeptTrip[]): KeptTrip[] {
  return [...trips].sort(
    (a, b) =>
      (a.booking.departureDate ?? '9999').localeCompare(b.booking.departureDate ?? '9999') ||
      b.keptAt.localeCompare(a.keptAt),
  )
}
