import type { TCurrency } from '../core/plain.ts'

/**
 * A supplier's rate as the hotel results showed it (Duffel Stays): what the cms signs into the rate
 * plan's id (`sr_<base64url JSON><signature>`) and the checkout sells. The cms checks the signature;
 * the payment page only reads it to show what is being bought.
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
}

export const STAY_RATE_PREFIX = 'sr_'
/** 16 bytes of HMAC-SHA256 in base64url. */
export const STAY_RATE_SIGNATURE_CHARS = 22

/** Whether a rate plan's id is a supplier's signed rate (else a row id of the cms's own hotel). */
export const isSupplierRate = (id: string): boolean => id.startsWith(STAY_RATE_PREFIX)

/** What a signed rate says, without checking its signature (for display; the cms checks it). */
export function stayRateShown(token: string): TStayRate | undefined {
  if (!isSupplierRate(token) || token.length <= STAY_RATE_PREFIX.length + STAY_RATE_SIGNATURE_CHARS)
    return undefined
  const encoded = token.slice(STAY_RATE_PREFIX.length, -STAY_RATE_SIGNATURE_CHARS)
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'))
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    const rate = JSON.parse(json) as TStayRate
    return typeof rate.rateId === 'string' && Number.isInteger(rate.total) ? rate : undefined
  } catch {
    return undefined
  }
}
