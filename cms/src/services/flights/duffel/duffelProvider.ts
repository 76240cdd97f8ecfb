import { Duffel, DuffelError } from '@duffel/api'
import type { CreateOfferRequestPassenger, Offer, OfferSliceSegment } from '@duffel/api/types'
import {
  CURRENCIES,
  convertMinor,
  type TCabin,
  type TCurrency,
  type TFlightSearchQuery,
  type TFlightSegment,
  toMinor,
} from '@nexovia/content-schema'
import { type FlightProvider, ProviderError, type ProviderOffer } from '../types'
import { localIsoWithZone } from './localIsoWithZone'

/** Duffel's cabin names; our "premium" is its premium economy. */
const CABIN_CLASSES = {
  economy: 'economy',
  premium: 'premium_economy',
  business: 'business',
  first: 'first',
} as const satisfies Record<TCabin, string>

const MAX_OFFERS = 20

/** "PT10H5M" → 605. */
export function isoDurationMinutes(duration: string | null | undefined): number {
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?/.exec(duration ?? '')
  if (!match) return 0
  const [, days = '0', hours = '0', minutes = '0'] = match
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes)
}

/** Duffel's answer to a failed call, named with the spec's provider_status values. */
export function toProviderError(cause: unknown): ProviderError {
  if (!(cause instanceof DuffelError)) return new ProviderError('error', String(cause))
  const first = cause.errors?.[0]
  const status = cause.status ?? cause.meta?.status
  const detail = `${status ?? '?'} ${first?.type ?? ''} ${first?.code ?? ''}`.trim()
  if (status === 429 || first?.type === 'rate_limit_error') return new ProviderError('rate_limited', detail)
  // Duffel refuses searches once an account's search allowance (or balance) is spent.
  if (status === 402 || /quota|limit_exceeded|insufficient_balance/i.test(first?.code ?? '')) {
    return new ProviderError('quota_exceeded', detail)
  }
  return new ProviderError('api_error', detail)
}

const passengersOf = ({
  adults,
  children,
  infants,
}: {
  adults: number
  children: number
  infants: number
}) => {
  const passengers: CreateOfferRequestPassenger[] = []
  for (let index = 0; index < adults; index += 1) passengers.push({ type: 'adult' })
  // Duffel takes the age of a minor: 2–11 year olds are priced alike, and under 2 is a lap infant.
  for (let index = 0; index < children; index += 1) passengers.push({ age: 8 })
  for (let index = 0; index < infants; index += 1) passengers.push({ age: 1 })
  return passengers
}

const toSegment = (segment: OfferSliceSegment): TFlightSegment => ({
  from: segment.origin.iata_code ?? '???',
  to: segment.destination.iata_code ?? '???',
  dep: localIsoWithZone(segment.departing_at, segment.origin.time_zone),
  arr: localIsoWithZone(segment.arriving_at, segment.destination.time_zone),
  carrier: segment.marketing_carrier.iata_code ?? segment.operating_carrier.iata_code ?? '??',
  carrier_name: segment.marketing_carrier.name,
  flight_number:
    `${segment.marketing_carrier.iata_code ?? ''} ${segment.marketing_carrier_flight_number}`.trim(),
  duration_min: isoDurationMinutes(segment.duration),
  aircraft: segment.aircraft?.name ?? '',
})

const isCurrency = (code: string): code is TCurrency => (CURRENCIES as readonly string[]).includes(code)

/**
 * Duffel's slices of a search: each multi-city leg, else the outbound and the way back of a round trip.
 * One offer request with several slices is how Duffel prices a multi-city or open-jaw trip as one.
 */
export function slicesOf(query: TFlightSearchQuery) {
  if (query.legs) {
    return query.legs.map((leg) => ({
      origin: leg.origin,
      destination: leg.destination,
      departure_date: leg.date,
    }))
  }
  return [
    { origin: query.origin, destination: query.destination, departure_date: query.departDate },
    ...(query.returnDate
      ? [{ origin: query.destination, destination: query.origin, departure_date: query.returnDate }]
      : []),
  ]
}

/**
 * A Duffel offer as the engine's itinerary, priced in `currency` (undefined when its currency is
 * foreign to us). `isMultiCity`: every slice is a leg (two slices are then not a round trip).
 */
export function toProviderOffer(
  offer: Omit<Offer, 'available_services'>,
  currency: TCurrency,
  isMultiCity = false,
): ProviderOffer | undefined {
  if (!isCurrency(offer.total_currency)) return undefined
  const [outbound, back] = offer.slices
  if (!outbound?.segments.length) return undefined
  if (offer.slices.some((slice) => slice.segments.length === 0)) return undefined
  const segments = outbound.segments.map(toSegment)
  const legs = isMultiCity ? offer.slices.map((slice) => slice.segments.map(toSegment)) : undefined
  const returnSegments = isMultiCity ? [] : (back?.segments.map(toSegment) ?? [])
  const first = segments[0]!
  const last = segments.at(-1)!
  return {
    key: `duffel|${offer.id}`,
    providerOfferId: offer.id,
    airlines: [
      ...new Set([...(legs?.flat() ?? segments), ...returnSegments].map((segment) => segment.carrier_name)),
    ],
    stops: segments.length - 1,
    segments,
    return_segments: returnSegments,
    ...(legs ? { legs } : {}),
    duration_total_min:
      isoDurationMinutes(outbound.duration) ||
      Math.round((Date.parse(last.arr) - Date.parse(first.dep)) / 60_000),
    price_total: convertMinor(
      toMinor(Number(offer.total_amount), offer.total_currency),
      offer.total_currency,
      currency,
    ),
    currency,
    expiresAt: new Date(offer.expires_at).toISOString(),
  }
}

/** The Duffel adapter: an offer request per search, the offer itself on reprice, through `@duffel/api`. */
export function duffelProvider({ token, basePath }: { token: string; basePath?: string }): FlightProvider {
  const duffel = new Duffel({ token, ...(basePath ? { basePath } : {}) })
  return {
    name: 'duffel',
    async search(query) {
      try {
        const { data } = await duffel.offerRequests.create({
          slices: slicesOf(query) as never,
          passengers: passengersOf(query),
          cabin_class: CABIN_CLASSES[query.cabin],
          max_connections: 1,
          return_offers: true,
          supplier_timeout: 10_000,
        })
        return data.offers
          .map((offer) => toProviderOffer(offer, query.currency, query.legs !== undefined))
          .filter((offer): offer is ProviderOffer => offer !== undefined)
          .sort((a, b) => a.price_total - b.price_total)
          .slice(0, MAX_OFFERS)
      } catch (cause) {
        throw toProviderError(cause)
      }
    },
    async reprice(offer, currency) {
      if (!offer.providerOfferId) throw new ProviderError('error', 'stored Duffel offer without its id')
      try {
        const { data } = await duffel.offers.get(offer.providerOfferId)
        const priced = toProviderOffer(data, currency, offer.itinerary.legs !== undefined)
        if (!priced) throw new ProviderError('api_error', `offer priced in ${data.total_currency}`)
        return priced.price_total
      } catch (cause) {
        throw cause instanceof ProviderError ? cause : toProviderError(cause)
      }
    },
  }
}
