import { describe, expect, it } from 'vitest'
import { filterItineraries, localHour, NO_FILTERS, searchFailure, sortItineraries } from './itineraryRules'

const itinerary = (id: string, price: number, minutes: number, stops: number, dep: string, arr: string) => ({
  id,
  price_total: price,
  duration_total_min: minutes,
  stops,
  segments: [{ dep, arr }],
})

// Departure and arrival local hours: 07:10 → 21:40, 13:00 → 06:30, 19:30 → 11:15.
const morning = itinerary('morning', 90_000, 900, 1, '2030-12-18T07:10:00-05:00', '2030-12-19T21:40:00+00:00')
const afternoon = itinerary(
  'afternoon',
  70_000,
  620,
  0,
  '2030-12-18T13:00:00-05:00',
  '2030-12-19T06:30:00+00:00',
)
const evening = itinerary(
  'evening',
  70_000,
  1400,
  2,
  '2030-12-18T19:30:00-05:00',
  '2030-12-19T11:15:00+00:00',
)
const all = [morning, afternoon, evening]
const ids = (list: { id: string }[]) => list.map((item) => item.id)

describe('sortItineraries', () => {
  it('should put the cheapest first, the shorter first at equal price', () => {
    expect(ids(sortItineraries(all, 'price'))).toEqual(['afternoon', 'evening', 'morning'])
  })

  it('should put the shortest first', () => {
    expect(ids(sortItineraries(all, 'duration'))).toEqual(['afternoon', 'morning', 'evening'])
  })

  it('should put the fewest stops first', () => {
    expect(ids(sortItineraries(all, 'stops'))).toEqual(['afternoon', 'morning', 'evening'])
  })

  it('should leave the given list as it was', () => {
    sortItineraries(all, 'price')
    expect(ids(all)).toEqual(['morning', 'afternoon', 'evening'])
  })
})

describe('filterItineraries', () => {
  it('should keep everything without filters', () => {
    expect(ids(filterItineraries(all, NO_FILTERS))).toEqual(['morning', 'afternoon', 'evening'])
  })

  it('should keep nonstop flights only', () => {
    expect(ids(filterItineraries(all, { ...NO_FILTERS, stops: 'nonstop' }))).toEqual(['afternoon'])
  })

  it('should keep one stop at most', () => {
    expect(ids(filterItineraries(all, { ...NO_FILTERS, stops: 'oneStopMax' }))).toEqual([
      'morning',
      'afternoon',
    ])
  })

  it('should keep departures of the evening window, by the airport’s local hour', () => {
    expect(ids(filterItineraries(all, { ...NO_FILTERS, departure: 'evening' }))).toEqual(['evening'])
  })

  it('should keep arrivals of the morning window (6 to under 12)', () => {
    expect(ids(filterItineraries(all, { ...NO_FILTERS, arrival: 'morning' }))).toEqual([
      'afternoon',
      'evening',
    ])
  })

  it('should count 12:00 as afternoon, not morning', () => {
    const noon = itinerary('noon', 1, 1, 0, '2030-12-18T12:00:00-05:00', '2030-12-18T12:00:00-05:00')
    expect(ids(filterItineraries([noon], { ...NO_FILTERS, departure: 'morning' }))).toEqual([])
  })

  const carried = [
    { ...morning, airlines: ['Delta'], fare: { checked_bags: 2 } },
    { ...afternoon, airlines: ['Delta', 'Air France'], fare: { checked_bags: 0 } },
    { ...evening, airlines: ['Air France'] },
  ]

  it('should keep every itinerary flown by any chosen airline, shared ones included', () => {
    expect(ids(filterItineraries(carried, { ...NO_FILTERS, airlines: ['Delta'] }))).toEqual([
      'morning',
      'afternoon',
    ])
  })

  it('should keep an itinerary whose only chosen airline shares it with another (issue 42)', () => {
    const shared = [{ ...morning, airlines: ['British Airways', 'American Airlines'] }, evening]
    expect(ids(filterItineraries(shared, { ...NO_FILTERS, airlines: ['American Airlines'] }))).toEqual([
      'morning',
    ])
  })

  it('should keep itineraries with a checked bag included, not those whose fare is unknown', () => {
    expect(ids(filterItineraries(carried, { ...NO_FILTERS, hasBag: true }))).toEqual(['morning'])
  })

  it('should keep outbound journeys no longer than the hours asked', () => {
    expect(ids(filterItineraries(all, { ...NO_FILTERS, maxHours: 15 }))).toEqual(['morning', 'afternoon'])
  })
})

describe('localHour', () => {
  it('should read the hour as written at the airport', () => {
    expect(localHour('2030-12-18T23:05:00+01:00')).toBe(23)
  })
})

describe('searchFailure', () => {
  it.each([
    [{ status: 200, providerStatus: 'ok' as const }, null],
    [{ status: 200, providerStatus: 'quota_exceeded' as const }, 'quota'],
    [{ status: 200, providerStatus: 'rate_limited' as const }, 'quota'],
    [{ status: 200, providerStatus: 'api_error' as const }, 'api'],
    [{ status: 200, providerStatus: 'error' as const }, 'api'],
    [{ status: 429 }, 'quota'],
    [{ status: 400 }, 'generic'],
    [{ status: 500 }, 'generic'],
    [{ status: 0 }, 'network'],
  ])('should read %j as %s', (answer, failure) => {
    expect(searchFailure(answer)).toBe(failure)
  })
})
