import type { TCabin } from '@nexovia/content-schema'
import { unitHash } from './hash'

/**
 * Economy fare per passenger for one direction, in US cents: a fixed part plus a part per flown
 * kilometre, in line with published long-haul economy fares (New York–Accra ≈ 8,100 km ≈ $650
 * before taxes, booked a month ahead midweek).
 */
const BASE_CENTS = 4_000
const CENTS_PER_KM = 7.2
/** Airport taxes and charges per flight and seated passenger, US cents. */
const TAX_CENTS_PER_FLIGHT = 3_500

/** Each cabin costs more than the one below it (economy < premium < business < first). */
export const CABIN_FACTORS: Readonly<Record<TCabin, number>> = {
  economy: 1,
  premium: 1.65,
  business: 3.4,
  first: 5.2,
}

/** Passenger shares of an adult fare: children 2–11 pay 75 %, lap infants 10 % and no seat taxes (IATA practice). */
export const PASSENGER_SHARES = { adults: 1, children: 0.75, infants: 0.1 } as const

/** Fares rise as departure nears. */
export function advanceFactor(daysBefore: number): number {
  if (daysBefore < 3) return 1.55
  if (daysBefore < 7) return 1.4
  if (daysBefore < 14) return 1.22
  if (daysBefore < 21) return 1.1
  if (daysBefore < 45) return 1
  if (daysBefore < 90) return 0.95
  return 0.92
}

/** Fridays and Sundays are the dearest days to fly, Tuesdays and Wednesdays the cheapest (0 = Sunday). */
const WEEKDAY_FACTORS = [1.08, 1, 0.93, 0.94, 1.02, 1.1, 0.97] as const

/** Nonstops sell at a premium over connections. */
const STOP_FACTORS = [1.12, 1, 0.95] as const

export type FareInput = {
  flownKm: number
  flights: number
  stops: number
  cabin: TCabin
  carriers: readonly string[]
  departDate: string
  /** Days from the search day to departure. */
  daysBefore: number
  passengers: { adults: number; children: number; infants: number }
  /** What makes the day's small variation: the query and the search day. */
  dayKey: string
}

/** The total of one direction for every passenger, in US cents (an integer). */
export function directionFare(input: FareInput): number {
  const weekday = new Date(`${input.departDate}T00:00:00Z`).getUTCDay()
  const carrierFactor = 0.94 + 0.14 * unitHash('carrier', input.carriers.join('-'))
  // ±3 % that changes from one search day to the next, never within a day.
  const dayFactor = 0.97 + 0.06 * unitHash('day', input.dayKey)
  const adultFare =
    (BASE_CENTS + CENTS_PER_KM * input.flownKm) *
    CABIN_FACTORS[input.cabin] *
    advanceFactor(input.daysBefore) *
    WEEKDAY_FACTORS[weekday]! *
    (STOP_FACTORS[Math.min(input.stops, 2)] ?? 0.95) *
    carrierFactor *
    dayFactor
  const { adults, children, infants } = input.passengers
  const fares =
    adultFare *
    (adults * PASSENGER_SHARES.adults +
      children * PASSENGER_SHARES.children +
      infants * PASSENGER_SHARES.infants)
  const taxes = TAX_CENTS_PER_FLIGHT * input.flights * (adults + children)
  return Math.round(fares + taxes)
}

/** Reprice moves a price at most this share either way, and only from one quarter hour to the next. */
export const REPRICE_BAND = 0.03
export const REPRICE_WINDOW_MS = 15 * 60_000

/** The price of an itinerary now: its search price moved by a bounded, deterministic drift. */
export function repricedCents(baseCents: number, itineraryKey: string, now: number): number {
  const window = Math.floor(now / REPRICE_WINDOW_MS)
  const drift = (unitHash('reprice', itineraryKey, window) * 2 - 1) * REPRICE_BAND
  return Math.max(1, Math.round(baseCents * (1 + drift)))
}
