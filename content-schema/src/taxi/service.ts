import type { TTaxiServiceType, TZone } from '../core/plain.ts'

/** In West Africa taxi rides go through Yango: choosing a place there switches "taxi" to "yango". */
export const serviceTypeForZone = (
  serviceType: TTaxiServiceType,
  zone: TZone | undefined,
): TTaxiServiceType => (zone === 'west-africa' && serviceType === 'taxi' ? 'yango' : serviceType)

/** How far ahead a ride may be booked, in days: a quote for 9999-12-31 is not a ride. */
export const MAX_PICKUP_DAYS_AHEAD = 365

/** Why a pick-up time cannot be sold (passed, or more than a year ahead), as a message key; null when it can. */
export function pickupProblem(
  datetime: string,
  now: number,
): 'validation.dateInvalid' | 'validation.pickupTooFar' | null {
  const at = Date.parse(datetime)
  if (!(at > now)) return 'validation.dateInvalid'
  if (at > now + MAX_PICKUP_DAYS_AHEAD * 86_400_000) return 'validation.pickupTooFar'
  return null
}
