import {
  stripDays,
  type TCurrency,
  type TFlightDatePricesResponse,
  type TFlightSearchQuery,
  type TFlightSearchResponse,
  type TItinerary,
  type TProviderStatus,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { duffelProvider } from './duffel/duffelProvider'
import { findOffer, OFFER_TTL_MS, recordQuote, storeOffers } from './offerStore'
import { offlineProvider } from './offline/offlineProvider'
import { signOffers } from './signedOffers'
import { type FlightProvider, ProviderError, passengerMixOf, travellersOf } from './types'

export type RepriceAnswer =
  | {
      outcome: 'priced'
      itinerary_id: string
      price_total: number
      currency: TCurrency
      price_fetched_at: string
    }
  | { outcome: 'not_found' | 'expired' }
  | { outcome: 'provider_failed'; provider_status: Exclude<TProviderStatus, 'ok'> }

/** The one flight engine of the cms: search and reprice, whichever provider answers. */
export interface FlightEngine {
  search(query: TFlightSearchQuery): Promise<TFlightSearchResponse>
  reprice(itineraryId: string, currency: TCurrency): Promise<RepriceAnswer>
  /** The cheapest total of the same trip three days either side (the results' date strip). */
  datePrices(query: TFlightSearchQuery): Promise<TFlightDatePricesResponse>
}

let override: FlightProvider | undefined
let duffel: { key: string; provider: FlightProvider } | undefined

/**
 * The provider configuration chooses: Duffel when DUFFEL_ACCESS_TOKEN is set (DUFFEL_API_URL may
 * point it elsewhere), else the offline engine. Tests install their own provider with `useFlightProvider`.
 */
export function configuredProvider(env: Record<string, string | undefined> = process.env): FlightProvider {
  if (override) return override
  const token = env.DUFFEL_ACCESS_TOKEN?.trim()
  if (!token) return offlineProvider
  // One client per configuration, reused by every request.
  const key = `${token}|${env.DUFFEL_API_URL ?? ''}`
  if (duffel?.key !== key) duffel = { key, provider: duffelProvider({ token, basePath: env.DUFFEL_API_URL }) }
  return duffel.provider
}

/** Replaces the configured provider (tests inject failures through it); undefined restores configuration. */
export function useFlightProvider(provider: FlightProvider | undefined): void {
  override = provider
}

const BY_SORT: Record<TFlightSearchQuery['sort'], (a: TItinerary, b: TItinerary) => number> = {
  price: (a, b) => a.price_total - b.price_total || a.duration_total_min - b.duration_total_min,
  duration: (a, b) => a.duration_total_min - b.duration_total_min || a.price_total - b.price_total,
  stops: (a, b) => a.stops - b.stops || a.price_total - b.price_total,
}

/** A provider failure that is not a ProviderError is still a failure: 'error', logged without the query. */
function statusOf(payload: Payload, cause: unknown): Exclude<TProviderStatus, 'ok'> {
  if (cause instanceof ProviderError) {
    payload.logger.warn(`flight provider: ${cause.status}: ${cause.message}`)
    return cause.status
  }
  payload.logger.error({ err: cause, msg: 'flight provider failed' })
  return 'error'
}

/** The engine over one provider; `clock` lets tests pin the day. */
export function flightEngine(
  payload: Payload,
  provider: FlightProvider = configuredProvider(),
  clock: () => Date = () => new Date(),
): FlightEngine {
  return {
    async search(query) {
      const now = clock()
      let offers: Awaited<ReturnType<FlightProvider['search']>>
      try {
        const passengers = travellersOf(query)
        const passenger_mix = passengerMixOf(query)
        offers = (await provider.search(query, { payload, now })).map((offer) => ({
          ...offer,
          passengers,
          passenger_mix,
        }))
      } catch (cause) {
        return { itineraries: [], provider_status: statusOf(payload, cause) }
      }
      // The offline engine is deterministic: its ids are signed and rebuilt on demand, nothing is written.
      const itineraries =
        provider === offlineProvider
          ? signOffers(offers, now, OFFER_TTL_MS)
          : await storeOffers(payload, provider.name, offers, now)
      // A multi-city trip with no itinerary says which leg nobody flies, when the provider knows.
      const unserved =
        itineraries.length === 0 && query.legs
          ? await provider.unservedLegs?.(query.legs, { payload, now })
          : undefined
      return {
        itineraries: itineraries.sort(BY_SORT[query.sort]),
        provider_status: 'ok',
        ...(unserved?.length ? { unserved_legs: unserved } : {}),
      }
    },

    async datePrices(query) {
      const now = clock()
      // A multi-city trip has no one date to move: no strip.
      if (query.legs) return { days: [], currency: query.currency, provider_status: 'ok' }
      const today = now.toISOString().slice(0, 10)
      const days = stripDays(query.departDate, query.returnDate ?? null)
      try {
        // The provider alone, as the search asks it: nothing is signed or stored for a price shown in passing.
        const prices = await Promise.all(
          days.map(async ({ departDate, returnDate }) => {
            if (departDate < today) return null
            const offers = await provider.search(
              { ...query, departDate, returnDate: returnDate ?? undefined },
              { payload, now },
            )
            return offers.length ? Math.min(...offers.map((offer) => offer.price_total)) : null
          }),
        )
        return {
          days: days.map((day, index) => ({ ...day, price_total: prices[index] ?? null })),
          currency: query.currency,
          provider_status: 'ok',
        }
      } catch (cause) {
        return { days: [], currency: query.currency, provider_status: statusOf(payload, cause) }
      }
    },

    async reprice(itineraryId, currency) {
      const now = clock()
      const offer = await findOffer(payload, itineraryId)
      if (!offer) return { outcome: 'not_found' }
      if (Date.parse(offer.expiresAt) <= now.getTime()) return { outcome: 'expired' }
      let priceTotal: number
      try {
        // An offer is repriced by the provider that found it (the configuration may have changed since).
        const repricer =
          offer.provider === provider.name || offer.provider !== 'offline' ? provider : offlineProvider
        priceTotal = await repricer.reprice(offer, currency, { payload, now })
      } catch (cause) {
        return { outcome: 'provider_failed', provider_status: statusOf(payload, cause) }
      }
      await recordQuote(payload, offer, { priceTotal, currency, fetchedAt: now })
      return {
        outcome: 'priced',
        itinerary_id: offer.offerId,
        price_total: priceTotal,
        currency,
        price_fetched_at: now.toISOString(),
      }
    },
  }
}
