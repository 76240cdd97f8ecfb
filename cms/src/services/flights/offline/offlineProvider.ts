import { COLLECTION_SLUGS, convertMinor } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { onForget } from '../../lib/processCaches'
import type { FlightProvider } from '../types'
import { repricedCents } from './fares'
import { type EngineAirport, planItineraries } from './planItineraries'
import { planMultiCity, unservedLegs } from './planMultiCity'

/** Airports change rarely (an editor adds one): a search reads them from memory for a minute. */
const AIRPORTS_TTL_MS = 60_000
let cached: { at: number; airports: Promise<Map<string, EngineAirport>> } | undefined

/** The airports of the CMS by code, from a short-lived cache. */
export function cmsAirports(payload: Payload, now = Date.now()): Promise<Map<string, EngineAirport>> {
  if (!cached || now - cached.at > AIRPORTS_TTL_MS) {
    const airports = payload
      .find({
        collection: COLLECTION_SLUGS.airports,
        pagination: false,
        depth: 0,
        select: { code: true, lat: true, lng: true },
      })
      .then(
        ({ docs }) => new Map(docs.map((doc) => [doc.code, { code: doc.code, lat: doc.lat, lng: doc.lng }])),
      )
    cached = { at: now, airports }
    // A failed read is not kept: the next search tries again.
    airports.catch(() => {
      cached = undefined
    })
  }
  return cached.airports
}

/** Forgets the cached airports (an editor changed one). */
export function forgetCmsAirports(): void {
  cached = undefined
}
onForget('airports', forgetCmsAirports)

/** The built-in engine: real routes and hubs, computed schedules and fares, no network. */
export const offlineProvider: FlightProvider = {
  name: 'offline',
  async search(query, { payload, now }) {
    const airports = await cmsAirports(payload, now.getTime())
    return query.legs ? planMultiCity(query, airports, now) : planItineraries(query, airports, now)
  },
  async unservedLegs(legs, { payload, now }) {
    return unservedLegs(legs, await cmsAirports(payload, now.getTime()), now)
  },
  async reprice(offer, currency, { now }) {
    const cents = repricedCents(offer.basePrice, offer.itineraryKey, now.getTime())
    return convertMinor(cents, offer.baseCurrency, currency)
  },
}
