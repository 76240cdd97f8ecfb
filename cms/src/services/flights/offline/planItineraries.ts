import {
  convertMinor,
  greatCircleKm,
  type TFlightSearchQuery,
  type TFlightSegment,
} from '@nexovia/content-schema'
import type { ProviderOffer } from '../types'
import { blockMinutes, CONNECTION_MIN } from './blockTime'
import { CARRIERS, type CarrierCode } from './carriers'
import { itineraryFareFacts } from './fareFacts'
import { directionFare } from './fares'
import { findRoutings, type Routing } from './graph'
import { intHash } from './hash'
import { departureMinuteOf, flightNumberOf, nextDeparture } from './schedule'
import { localToInstant, toLocalIso } from './timeZones'

export type EngineAirport = { code: string; lat: number; lng: number }

/** The most itineraries one search returns. */
export const MAX_ITINERARIES = 20
/** A round trip (or a multi-city trip) sold on one ticket costs a little less than separate one-ways. */
export const ONE_TICKET_FACTOR = 0.96

const DAY_MS = 86_400_000

export type Leg = {
  segments: TFlightSegment[]
  departs: number
  arrives: number
  flownKm: number
}

/** The aircraft type a carrier would put on a flight of this length. */
function aircraftFor(distanceKm: number, key: string): string {
  const types =
    distanceKm > 4_000
      ? ['Boeing 787-9', 'Airbus A350-900', 'Airbus A330-300', 'Boeing 777-300ER']
      : distanceKm > 1_500
        ? ['Airbus A321neo', 'Boeing 737 MAX 8', 'Boeing 737-800']
        : ['Airbus A220-300', 'Embraer 175', 'Airbus A320']
  return types[intHash(0, types.length - 1, 'aircraft', key)]!
}

/**
 * One direction of a routing on a date, on the engine's timetable (schedule.ts): the first flight at
 * its route's first daily time, each next one the first departure at least a minimum connection later.
 */
export function flyLeg(routing: Routing, date: string, airports: Map<string, EngineAirport>): Leg {
  const segments: TFlightSegment[] = []
  let flownKm = 0
  let departs = 0
  let ready = 0
  for (let index = 0; index + 1 < routing.airports.length; index += 1) {
    const from = airports.get(routing.airports[index]!)!
    const to = airports.get(routing.airports[index + 1]!)!
    const carrier = routing.carriers[index]!
    const flightKey = `${from.code}-${to.code}-${carrier}`
    const distance = greatCircleKm(from, to)
    const duration = blockMinutes(distance)
    const { departs: dep, slot } =
      index === 0
        ? { departs: localToInstant(from, date, departureMinuteOf(from.code, to.code, carrier, 0)), slot: 0 }
        : nextDeparture({ from, to: to.code, carrier, notBefore: ready + CONNECTION_MIN * 60_000 })
    const arr = dep + duration * 60_000
    if (index === 0) departs = dep
    ready = arr
    flownKm += distance
    segments.push({
      from: from.code,
      to: to.code,
      dep: toLocalIso(from, dep),
      arr: toLocalIso(to, arr),
      carrier,
      carrier_name: CARRIERS[carrier],
      // The engine's own numbering, one number per route, airline and daily departure (not the airline's).
      flight_number: flightNumberOf(from.code, to.code, carrier, slot),
      duration_min: duration,
      aircraft: aircraftFor(distance, flightKey),
    })
  }
  return { segments, departs, arrives: ready, flownKm }
}

const reverse = (routing: Routing): Routing => ({
  airports: [...routing.airports].reverse(),
  carriers: [...routing.carriers].reverse(),
})

export const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** The engine's key of a query: origin|destination|departDate|returnDate|cabin|adults|children|infants|legs. */
export function offlineQueryKey(query: TFlightSearchQuery): string {
  const legs = (query.legs ?? []).map((leg) => `${leg.origin}-${leg.destination}-${leg.date}`).join(';')
  return [query.origin, query.destination, query.departDate, query.returnDate ?? '', query.cabin]
    .concat([query.adults, query.children, query.infants].map(String), legs)
    .join('|')
}

/** "BOS-CDG-ABJ/AF-AF": the airports and airlines of a routing, as keys and signed ids name it. */
export const routingKeyOf = (routing: Routing) =>
  `${routing.airports.join('-')}/${routing.carriers.join('-')}`

/** The fare of one journey flown on `date`, for the query's travellers and cabin, in US cents. */
export function journeyFare(options: {
  leg: Leg
  date: string
  carriers: readonly CarrierCode[]
  query: TFlightSearchQuery
  today: string
  dayKey: string
}): number {
  const { leg, date, query, today } = options
  return directionFare({
    flownKm: leg.flownKm,
    flights: leg.segments.length,
    stops: leg.segments.length - 1,
    cabin: query.cabin,
    carriers: options.carriers,
    departDate: date,
    daysBefore: Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS),
    passengers: { adults: query.adults, children: query.children, infants: query.infants },
    dayKey: options.dayKey,
  })
}

/** The engine's distance between two known airports (infinite for an unknown one, so no routing uses it). */
export const distanceIn =
  (airports: Map<string, EngineAirport>) =>
  (from: string, to: string): number => {
    const a = airports.get(from)
    const b = airports.get(to)
    return a && b ? greatCircleKm(a, b) : Number.POSITIVE_INFINITY
  }

/** The cheapest first, then by key: the order and cut of every answer of the engine. */
export const cheapestFirst = (offers: ProviderOffer[]): ProviderOffer[] =>
  offers.sort((a, b) => a.price_total - b.price_total || a.key.localeCompare(b.key)).slice(0, MAX_ITINERARIES)

/**
 * The offline engine's answer to a search: itineraries over the real routes and hubs of the
 * table, timed from great-circle distances and priced from distance, cabin, days before
 * departure, weekday and passengers. Pure: the same query on the same day gives the same answer.
 */
export function planItineraries(
  query: TFlightSearchQuery,
  airports: Map<string, EngineAirport>,
  now: Date,
): ProviderOffer[] {
  const today = utcDay(now)
  if (query.departDate < today || !airports.has(query.origin) || !airports.has(query.destination)) return []
  const queryKey = offlineQueryKey(query)
  const offers = findRoutings(query.origin, query.destination, distanceIn(airports)).map(
    (routing): ProviderOffer => {
      const outbound = flyLeg(routing, query.departDate, airports)
      const back = query.returnDate ? flyLeg(reverse(routing), query.returnDate, airports) : undefined
      const routingKey = routingKeyOf(routing)
      const fare = (leg: Leg, date: string) =>
        journeyFare({
          leg,
          date,
          carriers: routing.carriers,
          query,
          today,
          dayKey: `${queryKey}|${routingKey}|${today}`,
        })
      const outboundCents = fare(outbound, query.departDate)
      const totalCents =
        back && query.returnDate
          ? Math.round((outboundCents + fare(back, query.returnDate)) * ONE_TICKET_FACTOR)
          : outboundCents
      const segments = [...outbound.segments, ...(back?.segments ?? [])]
      return {
        key: `offline|${queryKey}|${routingKey}|${today}`,
        airlines: [...new Set(segments.map((segment) => segment.carrier_name))],
        stops: outbound.segments.length - 1,
        segments: outbound.segments,
        return_segments: back?.segments ?? [],
        duration_total_min: Math.round((outbound.arrives - outbound.departs) / 60_000),
        price_total: convertMinor(totalCents, 'USD', query.currency),
        currency: query.currency,
        fare: itineraryFareFacts(routing.carriers, query.cabin),
      }
    },
  )
  return cheapestFirst(offers)
}
