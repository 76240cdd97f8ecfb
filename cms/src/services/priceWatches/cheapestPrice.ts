import type { TFlightSearchQuery, TProviderStatus } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { PriceWatch } from '../../payload-types'
import { flightEngine } from '../flights/flightEngine'

/** The watched fields a search is made of. */
export type WatchedSearch = Pick<
  PriceWatch,
  | 'origin'
  | 'destination'
  | 'departDate'
  | 'returnDate'
  | 'adults'
  | 'children'
  | 'infants'
  | 'cabin'
  | 'currency'
  | 'locale'
>

/** The engine's query for a watched search, cheapest first. */
export const queryOf = (search: WatchedSearch): TFlightSearchQuery => ({
  origin: search.origin,
  destination: search.destination,
  departDate: search.departDate,
  returnDate: search.returnDate ?? undefined,
  adults: search.adults,
  children: search.children,
  infants: search.infants,
  cabin: search.cabin as TFlightSearchQuery['cabin'],
  currency: search.currency,
  locale: search.locale,
  sort: 'price',
})

export type CheapestPrice =
  | { kind: 'priced'; price: number }
  | { kind: 'none' }
  | { kind: 'failed'; status: Exclude<TProviderStatus, 'ok'> }

/** The cheapest total the flight engine finds for the search now (minor units of its currency). */
export async function cheapestPrice(payload: Payload, search: WatchedSearch): Promise<CheapestPrice> {
  const answer = await flightEngine(payload).search(queryOf(search))
  if (answer.provider_status !== 'ok') return { kind: 'failed', status: answer.provider_status }
  if (answer.itineraries.length === 0) return { kind: 'none' }
  return { kind: 'priced', price: Math.min(...answer.itineraries.map((itinerary) => itinerary.price_total)) }
}

/** Today's date on UTC's calendar: a watch whose departure is before it has ended. */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10)
