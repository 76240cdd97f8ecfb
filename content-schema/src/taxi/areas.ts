import type { TZone } from '../core/plain.ts'

/**
 * The cities the drivers work in. A zone (us-northeast, west-africa) is too wide to dispatch from: an
 * Abidjan ride must not be offered to a driver in Dakar or Accra. Each area is the metro around its
 * main airport; a ride belongs to the area nearest its pick-up (haversine, within its zone).
 */
export const TAXI_AREAS = ['boston', 'new-york', 'abidjan', 'accra', 'dakar', 'lagos'] as const
export type TTaxiArea = (typeof TAXI_AREAS)[number]

type AreaCentre = { zone: TZone; lat: number; lng: number }

// City centres (OpenStreetMap), not airports: Dakar's airport (DSS) lies 45 km out of town.
// biome-ignore format: one area per line reads as a table
export const TAXI_AREA_CENTRES: Record<TTaxiArea, AreaCentre> = {
  boston: { zone: 'us-northeast', lat: 42.3601, lng: -71.0589 },
  'new-york': { zone: 'us-northeast', lat: 40.7128, lng: -74.006 },
  abidjan: { zone: 'west-africa', lat: 5.3364, lng: -4.0267 },
  accra: { zone: 'west-africa', lat: 5.6037, lng: -0.187 },
  dakar: { zone: 'west-africa', lat: 14.7167, lng: -17.4677 },
  lagos: { zone: 'west-africa', lat: 6.5244, lng: 3.3792 },
}

const EARTH_RADIUS_KM = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** The area whose centre is nearest this pick-up point, among the areas of its zone. */
export function taxiAreaOf(zone: TZone, point: { lat: number; lng: number }): TTaxiArea {
  const inZone = TAXI_AREAS.filter((area) => TAXI_AREA_CENTRES[area].zone === zone)
  return inZone.reduce((best, area) =>
    distanceKm(point, TAXI_AREA_CENTRES[area]) < distanceKm(point, TAXI_AREA_CENTRES[best]) ? area : best,
  )
}

/** Each area's clock: the console shows a ride's time on it (issue 35). */
export const TAXI_AREA_TIME_ZONES: Record<TTaxiArea, string> = {
  boston: 'America/New_York',
  'new-york': 'America/New_York',
  abidjan: 'Africa/Abidjan',
  accra: 'Africa/Accra',
  dakar: 'Africa/Dakar',
  lagos: 'Africa/Lagos',
}

/** A zone's clock for a ride booked before areas existed: its main city's. */
export const ZONE_TIME_ZONES: Record<TZone, string> = {
  'us-northeast': 'America/New_York',
  'west-africa': 'Africa/Abidjan',
}
