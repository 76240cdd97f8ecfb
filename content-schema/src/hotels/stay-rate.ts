import type { TCurrency } from '../core/plain.ts'

/**
 * A supplier's rate as the hotel results showed it (Duffel Stays): what the cms signs into the rate
 * plan's id (`sr_<base64url JSON><signature>`) and the checkout sells. Only the cms, which holds the
 * secret, can tell a genuine rate from a forged one: the payment page asks it (API.stayRate).
 */
export type TStayRate = {
  supplier: 'duffel'
  rateId: string
  /** The stay's total as shown, in minor units of `currency`. */
  total: number
  currency: TCurrency
  hotelName: string
  city: string
  roomName: string
  checkIn: string
  checkOut: string
  adults: number
  rooms: number
  hasBreakfast: boolean
  /** Refunded in full if cancelled before this moment (ISO); null for a non-refundable rate. */
  freeCancellationUntil: string | null
  /** When the results that showed it stop holding (ISO): past it, the traveller searches again. */
  expiresAt: string
}

/** How long a rate the results showed may be bought: as long as a flight offer (an hour). */
export const STAY_RATE_TTL_MS = 60 * 60_000

/** Whether the results that showed this rate are too old to sell it (the traveller searches again). */
export const isStayRateExpired = (rate: Pick<TStayRate, 'expiresAt'>, now: Date): boolean =>
  !(Date.parse(rate.expiresAt) > now.getTime())

export const STAY_RATE_PREFIX = 'sr_'
/** 16 bytes of HMAC-SHA256 in base64url. */
export const STAY_RATE_SIGNATURE_CHARS = 22

/** Whether a rate plan's id is a supplier's signed rate (else a row id of the cms's own hotel). */
export const isSupplierRate = (id: string): boolean => id.startsWith(STAY_RATE_PREFIX)

/** What a signed rate says, without checking its signature: the cms's own reading (the page asks the cms). */
export function stayRateShown(token: string): TStayRate | undefined {
  if (!isSupplierRate(token) || token.length <= STAY_RATE_PREFIX.length + STAY_RATE_SIGNATURE_CHARS)
    return undefined
  const encoded = token.slice(STAY_RATE_PREFIX.length, -STAY_RATE_SIGNATURE_CHARS)
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'))
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    const rate = JSON.parse(json) as TStayRate
    return typeof rate.rateId === 'string' &&
      Number.isInteger(rate.total) &&
      typeof rate.expiresAt === 'string'
      ? rate
      : undefined
  } catch {
    return undefined
  }
}
