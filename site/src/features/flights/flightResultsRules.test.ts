import { describe, expect, it } from 'vitest'
import {
  airlinesOf,
  filterByAirline,
  renamedResultsPath,
  resultsQueryFrom,
  sortFlights,
} from './flightResultsRules'

const flight = (airline: string, price: number, duration: number, departure: string) => ({
  airline,
  price,
  duration,
  departure,
})
// 08:00 in Boston (13:00 UTC) leaves after 10:00 in Paris (09:00 UTC): departures compare as instants.
const boston = flight('Delta Air Lines', 80_000, 700, '2030-12-18T08:00:00-05:00')
const paris = flight('Air France', 95_000, 650, '2030-12-18T10:00:00+01:00')
const brussels = flight('Brussels Airlines', 80_000, 820, '2030-12-18T11:30:00+01:00')
const all = [boston, paris, brussels]
const names = (list: { airline: string }[]) => list.map((item) => item.airline)

describe('resultsQueryFrom', () => {
  it('should read origin, destination and departure_date', () => {
    const query = new URLSearchParams('origin=bos&destination=ABJ&departure_date=2030-12-18')
    expect(resultsQueryFrom(query)).toEqual({
      origin: 'BOS',
      destination: 'ABJ',
      departure_date: '2030-12-18',
    })
  })

  it('should give null when a parameter is missing, so the page goes home', () => {
    expect(resultsQueryFrom(new URLSearchParams('origin=BOS&destination=ABJ'))).toBeNull()
  })
})

describe('sortFlights', () => {
  it('should sort by price', () => {
    expect(names(sortFlights(all, 'price'))).toEqual(['Delta Air Lines', 'Brussels Airlines', 'Air France'])
  })

  it('should sort by duration', () => {
    expect(names(sortFlights(all, 'duration'))).toEqual([
      'Air France',
      'Delta Air Lines',
      'Brussels Airlines',
    ])
  })

  it('should sort by the instant of departure', () => {
    expect(names(sortFlights(all, 'departure'))).toEqual([
      'Air France',
      'Brussels Airlines',
      'Delta Air Lines',
    ])
  })
})

describe('filterByAirline', () => {
  it('should keep one airline', () => {
    expect(names(filterByAirline(all, 'Air France'))).toEqual(['Air France'])
  })

  it('should keep all with "all"', () => {
    expect(filterByAirline(all, 'all')).toHaveLength(3)
  })
})

describe('airlinesOf', () => {
  it('should list each airline once, alphabetically', () => {
    expect(airlinesOf([...all, paris])).toEqual(['Air France', 'Brussels Airlines', 'Delta Air Lines'])
  })
})

describe('renamedResultsPath', () => {
  it('should send an old Dakar link (DKR) on to DSS, keeping the other parameters', () => {
    const url = new URL('http://x/fr/flight-results?origin=JFK&destination=dkr&departure_date=2026-12-01')
    expect(renamedResultsPath(url)).toBe(
      '/fr/flight-results?origin=JFK&destination=DSS&departure_date=2026-12-01',
    )
  })

  it('should leave a link with current codes alone', () => {
    expect(renamedResultsPath(new URL('http://x/flight-results?origin=JFK&destination=DSS'))).toBeNull()
  })
})
