import {
  AIRPORTS,
  COLLECTION_SLUGS,
  type Locale,
  type TTaxiQuoteRequest,
  type TTaxiQuoteResponse,
  translate,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { unflushedStatement } from '../../db/unflushedCommitPool'
import type { Counting } from '../../http/rateLimit'
import type { TaxiQuote } from '../../payload-types'
import { randomHex } from '../lib/randomToken'
import { type PricedRide, type PricingRefusal, priceRide } from './priceRide'
import { QUOTE_VALIDITY_MINUTES } from './tariffs'

export type StoredQuote = { quote: TTaxiQuoteResponse; priced: PricedRide }

/** Prices the ride (pure engine; the airports of the flight search give the airport fee). */
export function priceRequest(request: TTaxiQuoteRequest) {
  return priceRide(
    {
      origin: request.origin,
      destination: request.destination,
      at: new Date(request.datetime),
      serviceType: request.service_type,
      childSeat: request.options.child_seat,
      vipService: request.options.vip_service,
      extraStop: request.options.extra_stop,
      currency: request.currency,
    },
    AIRPORTS,
  )
}

/** What makes two requests the same ride for pricing (notes do not change the price). */
export const rideKey = (request: TTaxiQuoteRequest): string =>
  JSON.stringify([
    request.origin.lat,
    request.origin.lng,
    request.destination.lat,
    request.destination.lng,
    Date.parse(request.datetime),
    request.passengers,
    request.service_type,
    request.options.child_seat,
    request.options.vip_service,
    request.options.extra_stop,
    request.options.luggage_count,
    request.currency ?? null,
  ])

const responseOf = (
  doc: Pick<TaxiQuote, 'quoteId' | 'expiresAt'>,
  priced: PricedRide,
  locale: Locale,
): TTaxiQuoteResponse => ({
  quote_id: doc.quoteId,
  expires_at: new Date(doc.expiresAt).toISOString(),
  service_type: priced.serviceType,
  distance_km: priced.distanceKm,
  duration_min: priced.durationMin,
  price: priced.price,
  currency: priced.currency,
  disclaimer: translate(locale, 'taxi.disclaimer'),
  breakdown: priced.breakdown,
})

const QUOTE_COLUMNS =
  'quote_id, expires_at, zone, service_type, ride, distance_km, duration_min, price, currency, breakdown, created_at, updated_at'

const INSERT_QUOTE = `insert into taxi_quotes (${QUOTE_COLUMNS})
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`

// The same insert as a SELECT, made inside the client's count (Counting.statement: $1 to $4 are the
// count's). A SELECT gives its parameters no type from the columns, hence the casts.
const INSERT_QUOTE_SELECTED = `insert into taxi_quotes (${QUOTE_COLUMNS})
  select $5::varchar, $6::timestamptz, $7::enum_taxi_quotes_zone, $8::enum_taxi_quotes_service_type,
    $9::jsonb, $10::numeric, $11::numeric, $12::numeric, $13::enum_taxi_quotes_currency, $14::jsonb,
    $15::timestamptz, $15::timestamptz`

/**
 * Prices a ride and stores the quote with an id and an expiry; a refusal when the ride cannot be
 * priced. Given a client's count (`counting`), the count and the insert are one statement, and
 * nothing is stored once the client is past its limit (`limited`, the 429 answer).
 */
export async function createQuote(
  payload: Payload,
  request: TTaxiQuoteRequest,
  locale: Locale,
  now: Date,
  counting?: Counting,
): Promise<StoredQuote | { refusal: PricingRefusal } | { limited: Response }> {
  const result = priceRequest(request)
  if (!result.ride) return { refusal: result.refusal }
  const priced = result.ride
  // One INSERT rather than the Local API's create (hooks, validation, a transaction): the page
  // re-quotes on every change of the form, and this is the hot path (tests/bench/taxi.ts). A named
  // statement, prepared once per connection, in plain SQL: building it with drizzle cost more CPU
  // than the rest of the quote. The answer is what was written, so nothing is read back. Its commit
  // does not wait for the disk: a quote lost in a database crash is asked for again.
  const doc = {
    quoteId: `q_${randomHex(16)}`,
    expiresAt: new Date(now.getTime() + QUOTE_VALIDITY_MINUTES * 60_000).toISOString(),
  }
  const values = [
    doc.quoteId,
    doc.expiresAt,
    priced.zone,
    priced.serviceType,
    JSON.stringify({ key: rideKey(request) }),
    String(priced.distanceKm),
    String(priced.durationMin),
    String(priced.price),
    priced.currency,
    JSON.stringify(priced.breakdown),
    now.toISOString(),
  ]
  if (counting) {
    const rows = await unflushedStatement<{ points: number; expire: string }>(payload, {
      name: 'nexovia-insert-taxi-quote-counted',
      text: counting.statement(INSERT_QUOTE_SELECTED),
      values: [...counting.values, counting.points, ...values],
    })
    const limited = counting.verdict(rows[0])
    if (limited) return { limited }
  } else {
    await unflushedStatement(payload, { name: 'nexovia-insert-taxi-quote', text: INSERT_QUOTE, values })
  }
  return { quote: responseOf(doc, priced, locale), priced }
}

export type QuoteLookup =
  | { priced: PricedRide; refusal?: undefined }
  | {
      priced?: undefined
      refusal: 'taxiErrors.quoteNotFound' | 'taxiErrors.quoteExpired' | 'taxiErrors.quoteMismatch'
    }

/** The stored quote of a booking, as it was priced: refused if unknown, expired or for another ride. */
export async function storedQuote(
  payload: Payload,
  quoteId: string,
  request: TTaxiQuoteRequest,
  now: Date,
): Promise<QuoteLookup> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.taxiQuotes,
    where: { quoteId: { equals: quoteId } },
    limit: 1,
    depth: 0,
  })
  const doc = docs[0]
  if (!doc) return { refusal: 'taxiErrors.quoteNotFound' }
  if (Date.parse(doc.expiresAt) <= now.getTime()) return { refusal: 'taxiErrors.quoteExpired' }
  if ((doc.ride as { key?: string }).key !== rideKey(request)) return { refusal: 'taxiErrors.quoteMismatch' }
  return {
    priced: {
      zone: doc.zone,
      serviceType: doc.serviceType,
      distanceKm: doc.distanceKm,
      durationMin: doc.durationMin,
      currency: doc.currency,
      price: doc.price,
      breakdown: doc.breakdown as PricedRide['breakdown'],
      isNight: (doc.breakdown as PricedRide['breakdown']).night_surcharge > 0,
      timeZone: '',
    },
  }
}
