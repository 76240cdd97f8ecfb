import { currencyOfCountry, type TZone } from '@nexovia/content-schema'
import type { TTariffCurrency } from './tariffs'

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
    if (isIn(lat, lng, box)) return zone
  }
  return null
}

/**
 * The countries of the West African zone that keep their own currency, as coarse boxes: Ghana (east
 * edge at Aflao, west of Lomé) and Nigeria (west edge east of Porto-Novo). Rides are urban (Accra,
 * Kumasi, Lagos, Abuja), so a box is enough to tell them from their CFA franc neighbours.
 */
const OWN_CURRENCY_COUNTRIES: readonly { country: 'GH' | 'NG'; box: Box }[] = [
  { country: 'GH', box: { south: 4.5, north: 11.2, west: -3.26, east: 1.19 } },
  { country: 'NG', box: { south: 4.2, north: 13.9, west: 2.7, east: 14.7 } },
]

const isIn = (lat: number, lng: number, box: Box) =>
  lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east

/**
 * The currency of the country a point lies in, which its rides are priced in: USD in the United
 * States, GHS in Ghana, NGN in Nigeria, XOF in the CFA franc countries (Senegal to Benin) elsewhere.
 */
export function localCurrencyAt(zone: TZone, lat: number, lng: number): TTariffCurrency {
  if (zone === 'us-northeast') return 'USD'
  const own = OWN_CURRENCY_COUNTRIES.find(({ box }) => isIn(lat, lng, box))
  return own ? (currencyOfCountry(own.country) as TTariffCurrency) : 'XOF'
}

// Benin, Niger and Nigeria keep UTC+1 (West Africa Time); Togo, Ghana, Côte d'Ivoire, Senegal and the
// rest of the coast keep UTC+0. The Togo–Benin border runs near 1.63° E.
const WEST_AFRICA_TIME_EAST_OF = 1.63

/** The IANA time zone of a pick-up point: the night surcharge is judged on its wall clock. */
export function timeZoneAt(zone: TZone, lng: number): string {
  if (zone === 'us-northeast') return 'America/New_York'
  return lng >= WEST_AFRICA_TIME_EAST_OF ? 'Africa/Lagos' : 'Africa/Abidjan'
}
