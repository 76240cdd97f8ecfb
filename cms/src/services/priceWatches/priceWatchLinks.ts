import { PRICE_WATCHES_PER_TRAVELLER, type TPriceWatchByEmailInput } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { confirmationMail } from './priceWatchMails'
import { activeCount, isAhead, type StartOutcome, startWatch, stopWatch } from './priceWatchStore'
import { confirmationToken, readConfirmationToken, readStopToken } from './priceWatchTokens'

/**
 * A visitor asks to track a search by address: refused at once when the dates passed or the address
 * already tracks its share, else the confirmation link is mailed in the page's language. Nothing is
 * stored: the link carries the search.
 */
export async function requestTracking(
  payload: Payload,
  input: TPriceWatchByEmailInput,
  now = new Date(),
): Promise<{ kind: 'sent' } | { kind: 'limit'; count: number } | { kind: 'past' }> {
  const { email, ...search } = input
  if (!isAhead(search, now)) return { kind: 'past' }
  const count = await activeCount(payload, { email })
  if (count >= PRICE_WATCHES_PER_TRAVELLER) return { kind: 'limit', count }
  const token = confirmationToken({ search, email }, payload.secret, now)
  await payload.sendEmail(confirmationMail(email, search, token))
  return { kind: 'sent' }
}

/** The confirmation link opened: the search it carries is tracked, once. */
export async function confirmTracking(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<StartOutcome | { kind: 'invalid' }> {
  const claim = readConfirmationToken(token, payload.secret, now)
  if (!claim) return { kind: 'invalid' }
  return startWatch(payload, { search: claim.search, owner: { email: claim.email }, nonce: claim.nonce, now })
}

/** An alert's stop link opened: its watch stops (already stopped is still done); false for a link this secret did not sign. */
export async function stopFromLink(payload: Payload, token: string, now = new Date()): Promise<boolean> {
  const watchId = readStopToken(token, payload.secret, now)
  if (watchId === null) return false
  await stopWatch(payload, watchId)
  return true
}
