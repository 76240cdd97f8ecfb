import {
  COLLECTION_SLUGS,
  PRICE_DROP_AMOUNTS,
  PRICE_DROP_PERCENT,
  PRICE_WATCHES_PER_TRAVELLER,
  type TPriceWatchInput,
  type TPriceWatchSummary,
} from '@nexovia/content-schema'
import { createLocalReq, type Payload, type Where } from 'payload'
import type { PriceWatch } from '../../payload-types'
import { LOCK_SPACES, withAdvisoryLock } from '../lib/advisoryLocks'
import { cheapestPrice, todayOf } from './cheapestPrice'

/** Whose watches: an address, and the account when the traveller is signed in. */
export type WatchOwner = { email: string; userId?: number }

export type StartOutcome =
  | { kind: 'tracking'; watch: PriceWatch }
  | { kind: 'limit'; count: number }
  | { kind: 'past' }
  | { kind: 'used' }

const ownedBy = ({ email, userId }: WatchOwner): Where =>
  userId === undefined
    ? { email: { equals: email.toLowerCase() } }
    : { or: [{ email: { equals: email.toLowerCase() } }, { user: { equals: userId } }] }

/**
 * What a signed-in traveller sees and stops: the account's own watches only. Those tracked by address
 * stay with the address (an account's address may not be proven), but count towards its cap.
 */
const shownTo = ({ email, userId }: WatchOwner): Where =>
  userId === undefined ? { email: { equals: email.toLowerCase() } } : { user: { equals: userId } }

const isUniqueViolation = (cause: unknown) =>
  /unique|duplicate/i.test(String((cause as { message?: string }).message)) ||
  (cause as { cause?: { code?: string } }).cause?.code === '23505'

/** Whether a search can still be tracked today (its departure ahead, or today). */
export const isAhead = (search: Pick<TPriceWatchInput, 'departDate'>, now: Date) =>
  search.departDate >= todayOf(now)

/** How many searches the owner tracks now. */
export async function activeCount(payload: Payload, owner: WatchOwner): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: COLLECTION_SLUGS.priceWatches,
    where: { and: [ownedBy(owner), { status: { equals: 'active' } }] },
  })
  return totalDocs
}

/**
 * Starts tracking `search` for the owner, its first price searched now (the one a drop is measured
 * from), within the cap. The count and the write happen under the address's lock, so two requests at
 * once cannot both take the last place. `nonce` is a confirmation link's: a second use is 'used'.
 */
export async function startWatch(
  payload: Payload,
  options: { search: TPriceWatchInput; owner: WatchOwner; nonce?: string; now?: Date },
): Promise<StartOutcome> {
  const { search, owner, nonce, now = new Date() } = options
  if (!isAhead(search, now)) return { kind: 'past' }
  const first = await cheapestPrice(payload, search)
  const price = first.kind === 'priced' ? first.price : null
  const req = await createLocalReq({}, payload)
  try {
    return await withAdvisoryLock(req, LOCK_SPACES.priceWatches, owner.email.toLowerCase(), async () => {
      if (nonce) {
        const spent = await payload.count({
          collection: COLLECTION_SLUGS.priceWatches,
          where: { confirmationNonce: { equals: nonce } },
          req,
        })
        if (spent.totalDocs > 0) return { kind: 'used' as const }
      }
      const count = await activeCount(payload, owner)
      if (count >= PRICE_WATCHES_PER_TRAVELLER) return { kind: 'limit' as const, count }
      const watch = await payload.create({
        collection: COLLECTION_SLUGS.priceWatches,
        req,
        data: {
          email: owner.email.toLowerCase(),
          user: owner.userId ?? null,
          locale: search.locale,
          status: 'active',
          origin: search.origin,
          destination: search.destination,
          departDate: search.departDate,
          returnDate: search.returnDate ?? null,
          adults: search.adults,
          children: search.children,
          infants: search.infants,
          cabin: search.cabin,
          currency: search.currency,
          confirmationNonce: nonce ?? null,
          dropPercent: PRICE_DROP_PERCENT,
          dropAmount: PRICE_DROP_AMOUNTS[search.currency],
          referencePrice: price,
          lowestPrice: price,
          lowestAt: price === null ? null : now.toISOString(),
          lastPrice: price,
          checkedAt: price === null ? null : now.toISOString(),
        },
      })
      return { kind: 'tracking' as const, watch }
    })
  } catch (cause) {
    if (nonce && isUniqueViolation(cause)) return { kind: 'used' }
    throw cause
  }
}

/** A watch as the account and the answers show it. */
export const summaryOf = (watch: PriceWatch): TPriceWatchSummary => ({
  id: watch.id,
  origin: watch.origin,
  destination: watch.destination,
  departDate: watch.departDate,
  returnDate: watch.returnDate ?? null,
  adults: watch.adults,
  children: watch.children,
  infants: watch.infants,
  cabin: watch.cabin,
  currency: watch.currency,
  locale: watch.locale,
  lowestPrice: watch.lowestPrice ?? null,
  lastPrice: watch.lastPrice ?? null,
  lowestAt: watch.lowestAt ?? null,
})

/** The owner's tracked searches, soonest departure first. */
export async function listWatches(payload: Payload, owner: WatchOwner): Promise<TPriceWatchSummary[]> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.priceWatches,
    where: { and: [shownTo(owner), { status: { equals: 'active' } }] },
    sort: 'departDate',
    limit: PRICE_WATCHES_PER_TRAVELLER,
    depth: 0,
  })
  return docs.map(summaryOf)
}

/** Stops a watch (the owner's only, when one is given); false when there was no such active watch. */
export async function stopWatch(payload: Payload, id: number, owner?: WatchOwner): Promise<boolean> {
  const { docs } = await payload.update({
    collection: COLLECTION_SLUGS.priceWatches,
    where: {
      and: [{ id: { equals: id } }, { status: { equals: 'active' } }, ...(owner ? [shownTo(owner)] : [])],
    },
    data: { status: 'stopped', endedAt: new Date().toISOString() },
    depth: 0,
  })
  return docs.length === 1
}
