import { PACKAGE_LIMITS } from '@nexovia/content-schema'

/** Quantities of a package purchase: passengers for a flight, nights × rooms for a hotel. */
export type PackageQuantities =
  | { kind: 'flight'; passengers: number }
  | { kind: 'hotel'; nights: number; rooms: number }

const within = (value: number, bounds: { min: number; max: number }) =>
  Number.isInteger(value) && value >= bounds.min && value <= bounds.max

/**
 * The amount of a package purchase in integer minor units: the base price per passenger, or per
 * night and room. Quantities outside the page's limits throw: they never reach a price.
 */
export function packageAmount(basePrice: number, quantities: PackageQuantities): number {
  if (!Number.isInteger(basePrice) || basePrice < 0) throw new RangeError('A base price is whole minor units')
  if (quantities.kind === 'flight') {
    if (!within(quantities.passengers, PACKAGE_LIMITS.passengers)) throw new RangeError('passengers')
    return basePrice * quantities.passengers
  }
  if (!within(quantities.nights, PACKAGE_LIMITS.nights)) throw new RangeError('nights')
  if (!within(quantities.rooms, PACKAGE_LIMITS.rooms)) throw new RangeError('rooms')
  return basePrice * quantities.nights * quantities.rooms
}

/** Whole nights between two calendar dates ("YYYY-MM-DD"). */
export const nightsBetween = (checkIn: string, checkOut: string): number =>
  Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000)
