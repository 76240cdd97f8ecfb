import type { TCurrency, TItinerary } from '@nexovia/content-schema'
import { eq, lt } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { flight_offers } from '../../payload-generated-schema'
import { randomBase64url } from '../lib/randomToken'
import { drizzleOf } from '../lib/typedDatabase'
import { offlineProvider } from './offline/offlineProvider'
import { offlineOfferKey, queryOf, readSignedOfferId, signOffers } from './signedOffers'
import {
  type FlightProviderName,
  type ProviderOffer,
  passengerMixOf,
  type StoredOffer,
  travellersOf,
} from './types'

/** How long a shown price can be refreshed and paid before the traveller must search again. */
export const OFFER_TTL_MS = 60 * 60_000

/** An id the browser cannot guess or forge: it only names a row the server priced. */
const newOfferId = (): string => `fo_${randomBase64url(15)}`

/**
 * Stores the itineraries of one search (Duffel's; the offline engine signs its ids instead) in one
 * statement and returns them with their ids. Written
 * through the database adapter, not the Local API: a search stores up to 20 rows and must stay fast;
 * these rows have no hooks, no versions and no localized fields to honour.
 */
export async function storeOffers(
  payload: Payload,
  provider: FlightProviderName,
  offers: ProviderOffer[],
  now: Date,
): Promise<TItinerary[]> {
  if (offers.length === 0) return []
  const fetchedAt = now.toISOString()
  const defaultExpiry = new Date(now.getTime() + OFFER_TTL_MS).toISOString()
  const rows = offers.map(({ key, providerOfferId, expiresAt, ...priced }) => {
    const itinerary: TItinerary = {
      ...priced,
      itinerary_id: newOfferId(),
      price_fetched_at: fetchedAt,
      expires_at: expiresAt && expiresAt < defaultExpiry ? expiresAt : defaultExpiry,
    }
    return {
      offerId: itinerary.itinerary_id,
      provider,
      providerOfferId: providerOfferId ?? null,
      itineraryKey: key,
      itinerary,
      basePrice: priced.price_total,
      baseCurrency: priced.currency,
      priceTotal: priced.price_total,
      currency: priced.currency,
      priceFetchedAt: fetchedAt,
      expiresAt: itinerary.expires_at,
      createdAt: fetchedAt,
      updatedAt: fetchedAt,
    }
  })
  await drizzleOf(payload).insert(flight_offers).values(rows)
  return rows.map((row) => row.itinerary)
}

/**
 * The offline engine's itinerary of a signed id, rebuilt as the search answered it: same query,
 * same search day, and the signed price (what the traveller was shown) whatever the airports are now.
 */
async function rebuildSignedOffer(payload: Payload, offerId: string): Promise<StoredOffer | undefined> {
  const signed = readSignedOfferId(offerId)
  if (!signed) return undefined
  const now = new Date(signed.fetchedAt)
  const itineraryKey = offlineOfferKey(signed)
  const query = queryOf(signed)
  const offers = await offlineProvider.search(query, { payload, now })
  const found = offers.find((offer) => offer.key === itineraryKey)
  if (!found) return undefined
  const [itinerary] = signOffers(
    [{ ...found, passengers: travellersOf(query), passenger_mix: passengerMixOf(query) }],
    now,
    OFFER_TTL_MS,
  )
  const priced = {
    ...itinerary!,
    itinerary_id: offerId,
    price_total: signed.priceTotal,
    currency: signed.currency,
  }
  return {
    offerId,
    provider: 'offline',
    providerOfferId: null,
    itineraryKey,
    itinerary: priced,
    basePrice: signed.priceTotal,
    baseCurrency: signed.currency,
    priceTotal: signed.priceTotal,
    currency: signed.currency,
    priceFetchedAt: priced.price_fetched_at,
    expiresAt: priced.expires_at,
  }
}

/**
 * The itinerary with this id, whatever its expiry (undefined when there is none): its stored row
 * (Duffel offers, and any itinerary repriced since), else the offline engine's signed itinerary.
 */
export async function findOffer(payload: Payload, offerId: string): Promise<StoredOffer | undefined> {
  const [row] = await drizzleOf(payload)
    .select()
    .from(flight_offers)
    .where(eq(flight_offers.offerId, offerId))
    .limit(1)
  if (!row) return rebuildSignedOffer(payload, offerId)
  const toIso = (value: unknown) => new Date(value as string).toISOString()
  return {
    offerId: row.offerId as string,
    provider: row.provider as FlightProviderName,
    providerOfferId: row.providerOfferId as string | null,
    itineraryKey: row.itineraryKey as string,
    itinerary: row.itinerary as TItinerary,
    basePrice: Number(row.basePrice),
    baseCurrency: row.baseCurrency as TCurrency,
    priceTotal: Number(row.priceTotal),
    currency: row.currency as TCurrency,
    priceFetchedAt: toIso(row.priceFetchedAt),
    expiresAt: toIso(row.expiresAt),
  }
}

/** Records a new quote: from now on this is the price the id will be charged. */
export async function recordQuote(
  payload: Payload,
  offer: StoredOffer,
  quote: { priceTotal: number; currency: TCurrency; fetchedAt: Date },
): Promise<void> {
  const fetchedAt = quote.fetchedAt.toISOString()
  const quoted = {
    priceTotal: quote.priceTotal,
    currency: quote.currency,
    priceFetchedAt: fetchedAt,
    updatedAt: fetchedAt,
    itinerary: {
      ...offer.itinerary,
      price_total: quote.priceTotal,
      currency: quote.currency,
      price_fetched_at: fetchedAt,
    },
  }
  // A signed itinerary has no row until its first quote: the quote creates it.
  await drizzleOf(payload)
    .insert(flight_offers)
    .values({
      ...quoted,
      offerId: offer.offerId,
      provider: offer.provider,
      providerOfferId: offer.providerOfferId ?? null,
      itineraryKey: offer.itineraryKey,
      basePrice: offer.basePrice,
      baseCurrency: offer.baseCurrency,
      expiresAt: offer.expiresAt,
      createdAt: fetchedAt,
    } as never)
    .onConflictDoUpdate({ target: flight_offers.offerId, set: quoted })
}

/**
 * Deletes the itineraries that expired before `before` (a day of grace lets a payment that began
 * just in time finish). Meant for the scheduled jobs; returns how many rows went.
 */
export async function deleteExpiredOffers(payload: Payload, before: Date): Promise<number> {
  const deleted = await drizzleOf(payload)
    .delete(flight_offers)
    .where(lt(flight_offers.expiresAt, before.toISOString()))
    .returning({ id: flight_offers.id })
  return deleted.length
}
