import {
  AIRPORTS,
  CABINS,
  localDateTime,
  type TFlightSegment,
  ZFlightSearchQuery,
} from '@nexovia/content-schema'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type EngineAirport, planItineraries } from '../flights/offline/planItineraries'
import { offlineFlightStatus, offlineFlightStatusAt } from './offlineFlightStatus'

const query = { carrier: 'AF', number: '702', airport: 'ABJ', date: '2026-12-02' }

describe('offlineFlightStatus', () => {
  it('should answer the same arrival every time it is asked', async () => {
    expect(await offlineFlightStatus.arrival(query)).toEqual(await offlineFlightStatus.arrival(query))
  })

  it('should land the flight at the same local time every day, on the date asked', async () => {
    const [one, other] = await Promise.all([
      offlineFlightStatus.arrival(query),
      offlineFlightStatus.arrival({ ...query, date: '2026-12-09' }),
    ])
    const local = (iso: string | undefined) => localDateTime(Date.parse(iso ?? ''), 'Africa/Abidjan')
    expect([local(one?.scheduledArrival).time, local(one?.scheduledArrival).date]).toEqual([
      local(other?.scheduledArrival).time,
      '2026-12-02',
    ])
  })

  it('should fly from a real nonstop route of the airline into the airport', async () => {
    expect((await offlineFlightStatus.arrival(query))?.origin).toBe('CDG')
  })

  it('should know no flight at an airport without a time zone', async () => {
    expect(await offlineFlightStatus.arrival({ ...query, airport: 'XXX' })).toBeNull()
  })
})

describe('offlineFlightStatus far ahead (issue 42)', () => {
  const DAY_MS = 86_400_000
  const asked = new Date('2026-11-10T12:00:00Z')
  const dayAfter = (days: number) => new Date(asked.getTime() + days * DAY_MS).toISOString().slice(0, 10)
  // AF 702's flights into ABJ over 120 days: about 30 % of them run late on their day.
  const dates = Array.from({ length: 120 }, (_, index) => dayAfter(index + 1))
  const arrivalsAsked = (now: Date) =>
    Promise.all(dates.map((date) => offlineFlightStatusAt(() => now.getTime()).arrival({ ...query, date })))

  it('should say every flight after today is scheduled, landing on its scheduled time', async () => {
    const arrivals = await arrivalsAsked(asked)
    expect([
      [...new Set(arrivals.map((arrival) => arrival?.status))],
      arrivals.filter((arrival) => arrival?.expectedArrival !== arrival?.scheduledArrival).length,
    ]).toEqual([['scheduled'], 0])
  })

  it('should say a flight 83 days ahead is scheduled, then track it on its day', async () => {
    const date = dayAfter(83)
    const onItsDay = new Date(`${date}T00:30:00Z`)
    const [ahead, onTheDay] = await Promise.all([
      offlineFlightStatusAt(() => asked.getTime()).arrival({ ...query, date }),
      offlineFlightStatusAt(() => onItsDay.getTime()).arrival({ ...query, date }),
    ])
    expect([ahead?.status, onTheDay?.status === 'scheduled']).toEqual(['scheduled', false])
  })

  it('should run some flights late once their day has come', async () => {
    const late = await Promise.all(
      dates.map((date) =>
        offlineFlightStatusAt(() => Date.parse(`${date}T00:30:00Z`)).arrival({ ...query, date }),
      ),
    )
    expect(late.filter((arrival) => arrival?.status === 'delayed').length).toBeGreaterThan(10)
  })
})

const airports = new Map<string, EngineAirport>(
  AIRPORTS.map(({ code, lat, lng }) => [code, { code, lat, lng }]),
)
const CODES = AIRPORTS.map((airport) => airport.code)
const NOW = new Date('2026-11-27T01:00:00Z')

/** 100 flights the engine sells: one of the itineraries of a random search, any of its flights, both ways. */
const soldFlights = fc
  .record({
    origin: fc.constantFrom(...CODES),
    destination: fc.constantFrom(...CODES),
    departIn: fc.integer({ min: 0, max: 330 }),
    stay: fc.integer({ min: 1, max: 30 }),
    cabin: fc.constantFrom(...CABINS),
    pick: fc.nat(),
  })
  .filter(({ origin, destination }) => origin !== destination)
  .map(({ origin, destination, departIn, stay, cabin, pick }) => {
    const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const search = { origin, destination, departDate: day(departIn), returnDate: day(departIn + stay), cabin }
    const offers = planItineraries(ZFlightSearchQuery.parse(search), airports, NOW)
    const flights: TFlightSegment[] = offers.flatMap((offer) => [...offer.segments, ...offer.return_segments])
    return flights[pick % Math.max(flights.length, 1)]
  })
  .filter((flight): flight is TFlightSegment => flight !== undefined)

describe('one source of flight facts', () => {
  it('should land every flight the engine sells when its itinerary says, for 100 flights and dates', async () => {
    const sold = fc.sample(soldFlights, { numRuns: 100, seed: 31 })
    const answers = await Promise.all(
      sold.map((flight) => {
        const [carrier, number] = flight.flight_number.split(' ') as [string, string]
        return offlineFlightStatus.arrival({
          carrier,
          number,
          airport: flight.to,
          date: flight.arr.slice(0, 10),
        })
      }),
    )
    expect(answers.map((answer) => answer?.scheduledArrival)).toEqual(
      sold.map((flight) => new Date(flight.arr).toISOString()),
    )
  })

  it('should name where a sold flight comes from', async () => {
    const [flight] = fc.sample(soldFlights, { numRuns: 1, seed: 7 })
    const [carrier, number] = flight!.flight_number.split(' ') as [string, string]
    const answer = await offlineFlightStatus.arrival({
      carrier,
      number,
      airport: flight!.to,
      date: flight!.arr.slice(0, 10),
    })
    expect(answer?.origin).toBe(flight!.from)
  })

  it('should give each flight number of an airline one route', () => {
    const sold = fc.sample(soldFlights, { numRuns: 300, seed: 5 })
    const routes = new Map<string, Set<string>>()
    for (const flight of sold) {
      routes.set(
        flight.flight_number,
        (routes.get(flight.flight_number) ?? new Set()).add(`${flight.from}-${flight.to}`),
      )
    }
    expect([...routes.values()].every((route) => route.size === 1)).toBe(true)
  })
})
