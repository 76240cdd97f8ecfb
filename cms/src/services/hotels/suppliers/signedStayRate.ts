import { createHmac, timingSafeEqual } from 'node:crypto'
import { CURRENCIES } from '@nexovia/content-schema'
import {
  STAY_RATE_PREFIX,
  STAY_RATE_SIGNATURE_CHARS,
  STAY_RATE_TTL_MS,
  stayRateShown,
  type TStayRate,
} from '@nexovia/content-schema/hotels/stay-rate'

/**
 * A supplier's rate as the results showed it, signed with the cms secret: the checkout quotes the rate
 * and compares the supplier's price with the one the traveller saw, without a write per search. The
 * browser cannot alter the price or the stay without breaking the signature.
 */
export type SignedStayRate = TStayRate

const signature = (body: string) => {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign stay rates')
  return createHmac('sha256', `${secret}|nexovia-stay-rate`)
    .update(body)
    .digest()
    .subarray(0, 16)
    .toString('base64url')
}

/** The token a rate plan's Choose sends to the checkout as `stay_rate`, good for STAY_RATE_TTL_MS from `now`. */
export function signStayRate(rate: Omit<SignedStayRate, 'expiresAt'>, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + STAY_RATE_TTL_MS).toISOString()
  const encoded = Buffer.from(JSON.stringify({ ...rate, expiresAt })).toString('base64url')
  return `${STAY_RATE_PREFIX}${encoded}${signature(encoded)}`
}

/** The rate a token names, or undefined when it is not one or its signature does not hold (expired or not: see isStayRateExpired). */
export function readStayRate(token: string): SignedStayRate | undefined {
  const rate = stayRateShown(token)
  if (!rate) return undefined
  const encoded = token.slice(STAY_RATE_PREFIX.length, -STAY_RATE_SIGNATURE_CHARS)
  const given = Buffer.from(token.slice(-STAY_RATE_SIGNATURE_CHARS))
  const expected = Buffer.from(signature(encoded))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return CURRENCIES.includes(rate.currency) ? rate : undefined
}
