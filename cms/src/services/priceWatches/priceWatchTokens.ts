import { randomBytes } from 'node:crypto'
import { PRICE_WATCH_CONFIRM_DAYS, type TPriceWatchByEmailInput } from '@nexovia/content-schema'
import { readValues, signValues } from '../accounts/verificationToken'

const DAY_MS = 24 * 60 * 60 * 1000
/** An alert's stop link works for a year: longer than any tracked trip lasts. */
const STOP_LINK_DAYS = 366

/** What a confirmation link carries: the whole search and the address, nothing stored before it is opened. */
export type WatchClaim = { search: Omit<TPriceWatchByEmailInput, 'email'>; email: string; nonce: string }

/** The token of the link that starts tracking `search` for `email`; its nonce makes it single-use. */
export function confirmationToken(claim: Omit<WatchClaim, 'nonce'>, secret: string, now: Date): string {
  const nonce = randomBytes(12).toString('base64url')
  const expiresAt = now.getTime() + PRICE_WATCH_CONFIRM_DAYS * DAY_MS
  return signValues('price-watch-confirm', [claim.search, claim.email, nonce, expiresAt], secret)
}

/** The claim of a confirmation token this secret signed and that has not expired, else null. */
export function readConfirmationToken(token: string, secret: string, now: Date): WatchClaim | null {
  const values = readValues('price-watch-confirm', token, secret, now)
  if (values?.length !== 4) return null
  const [search, email, nonce] = values
  if (typeof search !== 'object' || search === null || typeof email !== 'string' || typeof nonce !== 'string')
    return null
  return { search: search as WatchClaim['search'], email, nonce }
}

/** The token of an alert's one-click stop link for a watch. */
export const stopToken = (watchId: number, secret: string, now: Date): string =>
  signValues('price-watch-stop', [watchId, now.getTime() + STOP_LINK_DAYS * DAY_MS], secret)

/** The watch a stop token names, else null. */
export function readStopToken(token: string, secret: string, now: Date): number | null {
  const values = readValues('price-watch-stop', token, secret, now)
  const watchId = values?.length === 2 ? values[0] : null
  return Number.isSafeInteger(watchId) ? (watchId as number) : null
}
