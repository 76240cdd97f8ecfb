import type { TCurrency, TZone } from '@nexovia/content-schema'

type Box = { south: number; north: number; west: number; east: number }

/**
 * The regions the taxi serves, as bounding boxes: the north-east United States (New England, New York,
 * New Jersey, Pennsylvania) and coastal West Africa from Senegal to Nigeria. A point outside both is
 * not served. Boxes are coarse on purpose: they only have to tell the two regions apart.
 */
const ZONE_BOXES: Record<TZone, Box> = {
  'us-northeast': { south: 38.5, north: 47.6, west: -80.6, east: -66.8 },
  'west-africa': { south: 4.0, north: 25.0, west: -18.0, east: 16.0 },
}

/** The zone a point lies in, or null outside both. */
export function zoneOf(lat: number, lng: number): TZone | null {
  for (const [zone, box] of Object.entries(ZONE_BOXES) as [TZone, Box][]) {
    if (lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east) return zone
  }
  return null
}

/** The currency a zone is priced in (the CFA franc across West Africa, as the product sells it). */
export const ZONE_CURRENCY: Record<TZone, TCurrency> = { 'us-northeast': 'USD', 'west-africa': 'XOF' }

// Benin, Niger and Nigeria keep UTC+1 (West Africa Time); Togo, Ghana, Côte d'Ivoire, Senegal and the
// rest of the coast keep UTC+0. The Togo–Benin border runs near 1.63° E.
const WEST_AFRICA_TIME_EAST_OF = 1.63

/** The IANA time zone of a pick-up point: the night surcharge is judged on its wall clock. */
export function timeZoneAt(zone: TZone, lng: number): string {
  if (zone === 'us-northeast') return 'America/New_York'
  return lng >= WEST_AFRICA_TIME_EAST_OF ? 'Africa/Lagos' : 'Africa/Abidjan'
}
