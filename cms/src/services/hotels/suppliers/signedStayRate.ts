import { createHmac, timingSafeEqual } from 'node:crypto'
import { CURRENCIES, type TCurrency } from '@nexovia/content-schema'

/**
 * A supplier's rate as the results showed it, signed with the cms secret: the checkout quotes the rate
 * and compares the supplier's price with the one the traveller saw, without a write per search. The
 * browser cannot alter the price or the stay without breaking the signature.
 */
export type SignedStayRate = {
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

const PREFIX = 'sr_'
const SIGNATURE_CHARS = 22

const signature = (body: string) => {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign stay rates')
  return createHmac('sha256', `${secret}|nexovia-stay-rate`)
    .update(body)
    .digest()
    .subarray(0, 16)
    .toString('base64url')
}

/** The token a rate plan's Choose sends to the checkout as `stay_rate`. */
export function signStayRate(rate: SignedStayRate): string {
  const encoded = Buffer.from(JSON.stringify(rate)).toString('base64url')
  return `${PREFIX}${encoded}${signature(encoded)}`
}

/** The rate a token names, or undefined when it is not one or its signature does not hold. */
export function readStayRate(token: string): SignedStayRate | undefined {
  if (!token.startsWith(PREFIX) || token.length <= PREFIX.length + SIGNATURE_CHARS) return undefined
  const encoded = token.slice(PREFIX.length, -SIGNATURE_CHARS)
  const given = Buffer.from(token.slice(-SIGNATURE_CHARS))
  const expected = Buffer.from(signature(encoded))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const rate = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as SignedStayRate
    return CURRENCIES.includes(rate.currency) ? rate : undefined
  } catch {
    return undefined
  }
}
