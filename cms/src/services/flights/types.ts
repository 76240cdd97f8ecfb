import type {
  TCurrency,
  TFlightLegQuery,
  TFlightSearchQuery,
  TFlightSegment,
  TItinerary,
  TProviderStatus,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'

/** A failure of the provider, already named with the spec's provider_status value. */
export class ProviderError extends Error {
  constructor(
    readonly status: Exclude<TProviderStatus, 'ok'>,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

/** An itinerary as a provider prices it, before the engine stores it and gives it an id. */
/** The travellers a search prices: every adult, child and infant. */
export const travellersOf = (query: Pick<TFlightSearchQuery, 'adults' | 'children' | 'infants'>): number =>
  query.adults + query.children + query.infants

/** The travellers of a search by fare type: the travellers step checks each birth date against its type. */
export const passengerMixOf = ({
  adults,
  children,
  infants,
}: Pick<TFlightSearchQuery, 'adults' | 'children' | 'infants'>) => ({ adults, children, infants })

export type ProviderOffer = Omit<TItinerary, 'itinerary_id' | 'price_fetched_at' | 'expires_at'> & {
  /** What identifies this itinerary's content (route, flights, dates, cabin, passengers). */
  key: string
  /** The provider's own id (Duffel's offer id); the offline engine has none. */
  providerOfferId?: string
  /** When the provider stops honouring the price (Duffel offers expire); else the engine's default. */
  expiresAt?: string
}

/** A stored itinerary, as the engine finds it again by id (for reprice and, later, payment). */
export type StoredOffer = {
  offerId: string
  provider: FlightProviderName
  providerOfferId?: string | null
  itineraryKey: string
  itinerary: TItinerary
  /** The price the search found, in minor units of `baseCurrency`: the centre of the reprice band. */
  basePrice: number
  baseCurrency: TCurrency
  priceTotal: number
  currency: TCurrency
  priceFetchedAt: string
  expiresAt: string
}

export type ProviderContext = { payload: Payload; now: Date }

export type FlightProviderName = 'offline' | 'duffel'

/** What each flight source implements: the offline engine and the Duffel adapter. */
export interface FlightProvider {
  readonly name: FlightProviderName
  /** Itineraries for a query, priced in the query's currency; throws ProviderError on a provider failure. */
  search(query: TFlightSearchQuery, context: ProviderContext): Promise<ProviderOffer[]>
  /** The current total of a stored itinerary in `currency`; throws ProviderError on a provider failure. */
  reprice(offer: StoredOffer, currency: TCurrency, context: ProviderContext): Promise<number>
  /** Multi-city: the legs (0-based) this provider flies nothing for, when it can tell (the offline engine can). */
  unservedLegs?(legs: readonly TFlightLegQuery[], context: ProviderContext): Promise<number[]>
}

export type { TFlightSegment }
