import { describe, expect, it } from 'vitest'
import { EMPTY_CRITERIA } from './flightCriteria'
import { withEvent, withRecentSearch } from './flightStorage'

const search = (origin: string, destination: string, departDate = '2030-12-18') => ({
  ...EMPTY_CRITERIA,
  origin,
  destination,
  departDate,
})
const routes = (list: { origin: string; destination: string }[]) =>
  list.map((entry) => `${entry.origin}-${entry.destination}`)

describe('withRecentSearch', () => {
  it('should put the newest search first', () => {
    expect(routes(withRecentSearch([search('BOS', 'ABJ')], search('JFK', 'ACC')))).toEqual([
      'JFK-ACC',
      'BOS-ABJ',
    ])
  })

  it('should keep one entry per origin and destination, the newest', () => {
    const recent = withRecentSearch(
      [search('BOS', 'ABJ'), search('JFK', 'ACC')],
      search('JFK', 'ACC', '2031-02-01'),
    )
    expect(recent.map((entry) => `${entry.origin}-${entry.destination} ${entry.departDate}`)).toEqual([
      'JFK-ACC 2031-02-01',
      'BOS-ABJ 2030-12-18',
    ])
  })

  it('should treat the way back as another route', () => {
    expect(routes(withRecentSearch([search('BOS', 'ABJ')], search('ABJ', 'BOS')))).toEqual([
      'ABJ-BOS',
      'BOS-ABJ',
    ])
  })

  it('should keep the last 5 searches', () => {
    const older = ['ACC', 'DSS', 'LOS', 'CDG', 'BRU'].map((destination) => search('BOS', destination))
    expect(routes(withRecentSearch(older, search('JFK', 'ABJ')))).toEqual([
      'JFK-ABJ',
      'BOS-ACC',
      'BOS-DSS',
      'BOS-LOS',
      'BOS-CDG',
    ])
  })
})

describe('withEvent', () => {
  it('should keep the last 100 events', () => {
    const events = Array.from({ length: 100 }, (_, index) => ({ name: `event-${index}`, at: '' }))
    const kept = withEvent(events, { name: 'newest', at: '' })
    expect([kept.length, kept[0]?.name, kept.at(-1)?.name]).toEqual([100, 'event-1', 'newest'])
  })
})
