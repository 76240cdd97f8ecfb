import { intHash, unitHash } from './hash'
import { NONSTOP_ROUTES } from './routes'
import { wallToInstant } from './timeZones'

/**
 * The offline engine's timetable: every nonstop route flies each of its airlines DAILY_SLOTS times a
 * day, at fixed local times, each departure under its own flight number. Itineraries take these
 * flights (the first at its route's first daily time, a connection at the next departure after the
 * minimum connection) and the offline flight-status timetable reads the same numbers back, so a
 * flight number on a date has one scheduled time wherever it shows (issue 31).
 */
export const DAILY_SLOTS = 8
/** Departures of a route are this far apart: any arrival connects within CONNECTION_MIN + 3 h (+1 h on a DST day). */
const SLOT_SPACING_MIN = 180
const DAY_MIN = 1440

const keyOf = (from: string, to: string, carrier: string) => `${from}-${to}-${carrier}`

/**
 * Each airline's routes, one way, numbered in a shuffled but fixed order: a flight number is
 * (100 + the route's index) × 10 + its daily slot, so no two flights of an airline share a number.
 */
const ROUTE_NUMBERS = new Map<string, number>()
const ROUTES_BY_NUMBER = new Map<string, { from: string; to: string }>()
{
  const byCarrier = new Map<string, string[]>()
  for (const { a, b, carriers } of NONSTOP_ROUTES) {
    for (const carrier of carriers) {
      const keys = byCarrier.get(carrier) ?? []
      keys.push(keyOf(a, b, carrier), keyOf(b, a, carrier))
      byCarrier.set(carrier, keys)
    }
  }
  for (const [carrier, keys] of byCarrier) {
    const shuffled = [...new Set(keys)].sort((x, y) => unitHash('number', x) - unitHash('number', y))
    shuffled.forEach((key, index) => {
      const base = 100 + index
      ROUTE_NUMBERS.set(key, base)
      const [from, to] = key.split('-') as [string, string]
      ROUTES_BY_NUMBER.set(`${carrier}|${base}`, { from, to })
    })
  }
}

/** "DL 1047": the number of a route's departure in a daily slot. */
export function flightNumberOf(from: string, to: string, carrier: string, slot: number): string {
  const base = ROUTE_NUMBERS.get(keyOf(from, to, carrier))
  // Every route the engine flies is in the table; anything else gets a number no route uses.
  return `${carrier} ${(base ?? 99) * 10 + slot}`
}

/** Minutes after local midnight of a route's first daily departure: between 06:00 and 23:00. */
const firstDepartureMinuteOf = (from: string, to: string, carrier: string) =>
  intHash(72, 276, 'departure', keyOf(from, to, carrier)) * 5

const slotMinute = (first: number, slot: number) => (first + slot * SLOT_SPACING_MIN) % DAY_MIN

/** Minutes after local midnight of a route's departure in a slot: the first between 06:00 and 23:00. */
export function departureMinuteOf(from: string, to: string, carrier: string, slot: number): number {
  return slotMinute(firstDepartureMinuteOf(from, to, carrier), slot)
}

type Place = { code: string; lng: number }

const DAY_MS = 86_400_000

/** The first departure of a route at or after an instant, and its slot. */
export function nextDeparture(options: { from: Place; to: string; carrier: string; notBefore: number }): {
  departs: number
  slot: number
} {
  const { from, to, carrier, notBefore } = options
  // The UTC date of the instant is at most a day off the airport's: look a day either side. Wall
  // clocks as ms (midnight of the UTC date + minutes), computed once per call, not per slot.
  const utcMidnight = Math.floor(notBefore / DAY_MS) * DAY_MS
  const first = firstDepartureMinuteOf(from.code, to, carrier)
  let best: { departs: number; slot: number } | undefined
  for (let days = -1; days <= 1; days += 1) {
    const midnight = utcMidnight + days * DAY_MS
    for (let slot = 0; slot < DAILY_SLOTS; slot += 1) {
      const departs = wallToInstant(from, midnight + slotMinute(first, slot) * 60_000)
      if (departs >= notBefore && (!best || departs < best.departs)) best = { departs, slot }
    }
  }
  return best!
}

/** The route and slot a flight number names, when an airline flies it. */
export function routeOfFlight(
  carrier: string,
  number: number,
): { from: string; to: string; slot: number } | undefined {
  const slot = number % 10
  if (slot >= DAILY_SLOTS) return undefined
  const route = ROUTES_BY_NUMBER.get(`${carrier}|${Math.floor(number / 10)}`)
  return route ? { ...route, slot } : undefined
}
