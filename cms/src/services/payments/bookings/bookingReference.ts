import { randomBytes } from 'node:crypto'
import { BOOKING_REFERENCE } from '@nexovia/content-schema'

const { prefix, length, alphabet } = BOOKING_REFERENCE

/** Draws `count` random bytes; a test passes its own to force a collision. */
export type RandomBytes = (count: number) => Uint8Array

/**
 * A new booking reference ("NX-7K3Q9P") drawn from the CSPRNG: nothing in it follows from the
 * booking's id or from any other reference, so holding one reveals no other (issue 30). Six of 32
 * characters without look-alikes (2^30 references); the 32 letters divide 256, so `byte % 32` is
 * uniform. Unique only by the bookings' unique index: the caller retries on a collision.
 */
export function randomBookingReference(random: RandomBytes = randomBytes): string {
  const bytes = random(length)
  let code = ''
  for (let index = 0; index < length; index += 1) code += alphabet[bytes[index]! % alphabet.length]
  return `${prefix}-${code}`
}

/** True when the text has the shape of a booking reference. */
export const isBookingReference = (text: string): boolean =>
  new RegExp(`^${prefix}-[${alphabet}]{${length}}$`).test(text)
