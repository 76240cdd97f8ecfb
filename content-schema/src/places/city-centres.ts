import type { TLatLng } from './geo.ts'

/**
 * The point each hotel city measures "distance from centre" from: the historic or business
 * heart travellers mean by "the centre" (Plateau in Abidjan, Old State House in Boston,
 * Times Square in New York, Notre-Dame's point zéro in Paris, Plaza de la Cultura in San José,
 * Independence Square in Accra, Place de l'Indépendance in Dakar).
 */
// biome-ignore format: one city per line reads as a table
export const CITY_CENTRES: Readonly<Record<string, TLatLng>> = {
  Abidjan: { lat: 5.3197, lng: -4.0168 },
  Accra: { lat: 5.5477, lng: -0.1925 },
  Boston: { lat: 42.3588, lng: -71.0576 },
  'New York': { lat: 40.758, lng: -73.9855 },
  Paris: { lat: 48.8534, lng: 2.3488 },
  'San José': { lat: 9.9333, lng: -84.0766 },
  Dakar: { lat: 14.6681, lng: -17.4322 },
}
