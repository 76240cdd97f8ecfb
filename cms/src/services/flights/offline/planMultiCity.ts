import { convertMinor, type TFlightLegQuery, type TFlightSearchQuery } from '@nexovia/content-schema'
import type { ProviderOffer } from '../types'
import { CONNECTION_MIN } from './blockTime'
import { itineraryFareFacts } from './fareFacts'
import { findRoutings, type Routing } from './graph'
import {
  cheapestFirst,
  distanceIn,
  type EngineAirport,
  flyLeg,
  journeyFare,
  type Leg,
  ONE_TICKET_FACTOR,
  offlineQueryKey,
  routingKeyOf,
  utcDay,
} from './planItineraries'

/** The cheapest ways of each leg that are combined: 3 per leg keeps a 4-leg trip to 81 combinations. */
const WAYS_PER_LEG = 3

type Way = { routing: Routing; flown: Leg; cents: number }

/** The legs (0-based) the engine has no routing for, or that leave before today or from an unknown airport. */
export function unservedLegs(
  legs: readonly TFlightLegQuery[],
  airports: Map<string, EngineAirport>,
  now: Date,
): number[] {
  const today = utcDay(now)
  const distance = distanceIn(airports)
  return legs.flatMap((leg, index) =>
    leg.date < today ||
    !airports.has(leg.origin) ||
    !airports.has(leg.destination) ||
    findRoutings(leg.origin, leg.destination, distance).length === 0
      ? [index]
      : [],
  )
}

/** Every choice of one way per leg, in leg order. */
const combinations = (ways: Way[][]): Way[][] =>
  ways.reduce<Way[][]>(
    (combos, options) => combos.flatMap((combo) => options.map((way) => [...combo, way])),
    [[]],
  )

/** A leg can be caught: it leaves at least a connection's time after the previous leg lands. */
const isCatchable = (combo: Way[]) =>
  combo.every(
    (way, index) =>
      index === 0 || way.flown.departs >= combo[index - 1]!.flown.arrives + CONNECTION_MIN * 60_000,
  )

/**
 * A multi-city trip (2–4 legs, open jaw included) priced as one itinerary: the cheapest ways of each
 * leg on its date, combined when each leg can be caught after the one before, sold on one ticket.
 * Empty when any leg has no way (`unservedLegs` says which). Pure, like planItineraries.
 */
export function planMultiCity(
  query: TFlightSearchQuery,
  airports: Map<string, EngineAirport>,
  now: Date,
): ProviderOffer[] {
  const legs = query.legs ?? []
  if (legs.length === 0 || unservedLegs(legs, airports, now).length > 0) return []
  const today = utcDay(now)
  const queryKey = offlineQueryKey(query)
  const distance = distanceIn(airports)
  const ways = legs.map((leg) =>
    findRoutings(leg.origin, leg.destination, distance)
      .map((routing): Way => {
        const flown = flyLeg(routing, leg.date, airports)
        const dayKey = `${queryKey}|${routingKeyOf(routing)}|${today}`
        const cents = journeyFare({
          leg: flown,
          date: leg.date,
          carriers: routing.carriers,
          query,
          today,
          dayKey,
        })
        return { routing, flown, cents }
      })
      .sort((a, b) => a.cents - b.cents)
      .slice(0, WAYS_PER_LEG),
  )
  const offers = combinations(ways)
    .filter(isCatchable)
    .map((combo): ProviderOffer => {
      const [first] = combo as [Way, ...Way[]]
      const journeys = combo.map((way) => way.flown.segments)
      const cents = Math.round(combo.reduce((sum, way) => sum + way.cents, 0) * ONE_TICKET_FACTOR)
      return {
        key: `offline|${queryKey}|${combo.map((way) => routingKeyOf(way.routing)).join(';')}|${today}`,
        airlines: [...new Set(journeys.flat().map((segment) => segment.carrier_name))],
        stops: first.flown.segments.length - 1,
        segments: first.flown.segments,
        return_segments: [],
        legs: journeys,
        duration_total_min: Math.round((first.flown.arrives - first.flown.departs) / 60_000),
        price_total: convertMinor(cents, 'USD', query.currency),
        currency: query.currency,
        // The first flight's airline sets baggage and conditions for the whole ticket, as for a round trip.
        fare: itineraryFareFacts(
          combo.flatMap((way) => way.routing.carriers),
          query.cabin,
        ),
      }
    })
  return cheapestFirst(offers)
}
