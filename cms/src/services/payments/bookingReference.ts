import { BOOKING_REFERENCE } from '@nexovia/content-schema'

const { prefix, length, alphabet } = BOOKING_REFERENCE
const SPACE = alphabet.length ** length // 32^6 = 2^30
// An odd multiplier is a bijection modulo a power of two: distinct ids give distinct references, and
// neighbouring ids look unrelated (a reference does not reveal how many bookings there are).
const MULTIPLIER = 0x2f1e_4a6bn
const MASK = 0x15a3_c5e9n

/**
 * The human-readable reference of a booking ("NX-7K3Q9P"), derived from its id: unique without a
 * retry loop, six characters without look-alikes. Unique for the first 2^30 ids.
 */
export function bookingReference(id: number): string {
  let value = ((BigInt(id) * MULTIPLIER) ^ MASK) % BigInt(SPACE)
  let code = ''
  for (let index = 0; index < length; index += 1) {
    code = alphabet[Number(value % BigInt(alphabet.length))] + code
    value /= BigInt(alphabet.length)
  }
  return `${prefix}-${code}`
}

/** True when the text has the shape of a booking reference. */
export const isBookingReference = (text: string): boolean =>
  new RegExp(`^${prefix}-[${alphabet}]{${length}}$`).test(text)
