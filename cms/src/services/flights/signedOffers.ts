import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto'
import type { TCurrency, TFlightSearchQuery, TItinerary } from '@nexovia/content-schema'
import { CURRENCIES } from '@nexovia/content-schema'
import type { ProviderOffer } from './types'

/**
 * Ids of the offline engine's itineraries that carry what the server needs to rebuild them: the
 * query, the routing, the day of the search and the price shown, signed with the cms secret. The
 * engine is deterministic, so a search needs no database write (a write per search was most of its
 * time); the browser cannot forge or alter an id without breaking its signature.
 */
const PREFIX = 'fs_'
/** 16 bytes of HMAC-SHA256, in base64url. */
const SIGNATURE_CHARS = 22
const SEPARATOR = '|'
const QUERY_FIELDS = 9
/** Ids signed before multi-city had no legs field: read as a query without legs. */
const LEGACY_QUERY_FIELDS = 8

// A KeyObject, made once: given a Buffer, createHmac makes one per call, which cost four times the
// HMAC itself (a search signs dozens of itineraries; tests/bench/flight-search.ts).
let signingKey: KeyObject | undefined
const key = () => {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign itinerary ids')
  signingKey ??= createSecretKey(createHmac('sha256', secret).update('nexovia-flight-offer-id').digest())
  return signingKey
}

const signature = (body: string) =>
  createHmac('sha256', key()).update(body).digest().subarray(0, 16).toString('base64url')

const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10)

/** What a signed id holds. */
export type SignedOffer = {
  /** origin|destination|departDate|returnDate|cabin|adults|children|infants|legs, as the engine keys a query. */
  queryKey: string
  /** airports/carriers of the itinerary, e.g. "BOS-CDG-ABJ/AF-AF" (multi-city: one per leg, joined by ";"). */
  routingKey: string
  currency: TCurrency
  priceTotal: number
  fetchedAt: number
}

/** The offline engine's own key of an offer: offline|<query>|<routing>|<search day>. */
export const offlineOfferKey = ({ queryKey, routingKey, fetchedAt }: SignedOffer) =>
  `offline|${queryKey}|${routingKey}|${utcDay(fetchedAt)}`

/** A signed id for an offline offer (its key is offline|<9 query fields>|<routing>|<day>). */
export function signedOfferId(offer: ProviderOffer, fetchedAt: number): string {
  const parts = offer.key.split(SEPARATOR)
  const queryKey = parts.slice(1, 1 + QUERY_FIELDS).join(SEPARATOR)
  const routingKey = parts[1 + QUERY_FIELDS]!
  const body = [queryKey, routingKey, offer.currency, offer.price_total, fetchedAt.toString(36)].join(
    SEPARATOR,
  )
  const encoded = Buffer.from(body).toString('base64url')
  return `${PREFIX}${encoded}${signature(encoded)}`
}

/** The content of a signed id, or undefined when it is not one or its signature does not hold. */
export function readSignedOfferId(id: string): SignedOffer | undefined {
  if (!id.startsWith(PREFIX) || id.length <= PREFIX.length + SIGNATURE_CHARS) return undefined
  const encoded = id.slice(PREFIX.length, -SIGNATURE_CHARS)
  const given = Buffer.from(id.slice(-SIGNATURE_CHARS))
  const expected = Buffer.from(signature(encoded))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const parts = Buffer.from(encoded, 'base64url').toString('utf8').split(SEPARATOR)
  if (parts.length === LEGACY_QUERY_FIELDS + 4) parts.splice(LEGACY_QUERY_FIELDS, 0, '')
  if (parts.length !== QUERY_FIELDS + 4) return undefined
  const [currency, price, fetched] = parts.slice(QUERY_FIELDS + 1)
  if (!CURRENCIES.includes(currency as TCurrency)) return undefined
  return {
    queryKey: parts.slice(0, QUERY_FIELDS).join(SEPARATOR),
    routingKey: parts[QUERY_FIELDS]!,
    currency: currency as TCurrency,
    priceTotal: Number(price),
    fetchedAt: Number.parseInt(fetched!, 36),
  }
}

/** "ABJ-JFK-2026-12-15" → the leg it names. */
const legOf = (text: string) => {
  const [origin, destination, ...date] = text.split('-')
  return { origin: origin!, destination: destination!, date: date.join('-') }
}

/** The search query a signed id was answered to (sort and language do not change the itineraries). */
export function queryOf({ queryKey, currency }: SignedOffer): TFlightSearchQuery {
  const [origin, destination, departDate, returnDate, cabin, adults, children, infants, legs] =
    queryKey.split(SEPARATOR)
  return {
    ...(legs ? { legs: legs.split(';').map(legOf) } : {}),
    origin: origin!,
    destination: destination!,
    departDate: departDate!,
    returnDate: returnDate || undefined,
    cabin: cabin as TFlightSearchQuery['cabin'],
    adults: Number(adults),
    children: Number(children),
    infants: Number(infants),
    currency,
    locale: 'en',
    sort: 'price',
  } as TFlightSearchQuery
}

/** The offline engine's answer with signed ids instead of stored rows. */
export function signOffers(offers: ProviderOffer[], now: Date, ttlMs: number): TItinerary[] {
  const fetchedAt = now.toISOString()
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString()
  return offers.map(({ key: _key, providerOfferId: _id, expiresAt: _expiry, ...priced }, index) => ({
    ...priced,
    itinerary_id: signedOfferId(offers[index]!, now.getTime()),
    price_fetched_at: fetchedAt,
    expires_at: expiresAt,
  }))
}
