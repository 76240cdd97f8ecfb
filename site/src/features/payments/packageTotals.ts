import { PACKAGE_LIMITS } from '@nexovia/content-schema/payments/constants'

type Limit = { readonly min: number; readonly max: number }

/** The choices a quantity selector offers: every whole number of its range (spec 02 §5, §9). */
export const quantityOptions = (limit: Limit): number[] =>
  Array.from({ length: limit.max - limit.min + 1 }, (_, index) => limit.min + index)

/** A quantity kept inside its range (a value from the address or an old form can be anything). */
export const clampQuantity = (value: unknown, limit: Limit): number => {
  const number = Math.trunc(Number(value))
  if (!Number.isFinite(number)) return limit.min
  return Math.min(limit.max, Math.max(limit.min, number))
}

/**
 * The total the page shows for a flight package: base price (minor units) × passengers. The cms
 * computes the amount charged itself; this is what the traveller expects to see.
 */
export const flightPackageTotal = (basePrice: number, passengers: number): number =>
  basePrice * clampQuantity(passengers, PACKAGE_LIMITS.passengers)

/** The total of a hotel package: base price per room and night × nights × rooms. */
export const hotelPackageTotal = (basePrice: number, nights: number, rooms: number): number =>
  basePrice * clampQuantity(nights, PACKAGE_LIMITS.nights) * clampQuantity(rooms, PACKAGE_LIMITS.rooms)
