import { describe, expect, it } from 'vitest'
import { filterItineraries, NO_FILTERS } from './itineraryRules'
import {
  airlineChoices,
  airlinesOf,
  DEFAULT_VIEW,
  longestHours,
  tabLeaders,
  tabOrder,
  viewFromQuery,
  withView,
} from './resultsView'

const itinerary = (id: string, price: number, minutes: number, airlines: string[] = []) => ({
  id,
  price_total: price,
  duration_total_min: minutes,
  stops: 0,
  segments: [{ dep: '2030-12-18T07:10:00-05:00', arr: '2030-12-19T21:40:00+00:00' }],
  airlines,
})

// The cheapest is slow, the fastest dear; "quick" costs a little more than the cheapest and is almost as fast.
const cheap = itinerary('cheap', 60_000, 1_600, ['Royal Air Maroc'])
const quick = itinerary('quick', 66_000, 640, ['Delta'])
const fastest = itinerary('fastest', 150_000, 600, ['Delta', 'Air France'])
const all = [cheap, fastest, quick]
const ids = (list: { id: string }[]) => list.map((item) => item.id)

describe('tabOrder', () => {
  it('should put the cheapest first on Cheapest', () => {
    expect(ids(tabOrder(all, 'cheapest'))).toEqual(['cheap', 'quick', 'fastest'])
  })

  it('should put the shortest first on Fastest', () => {
    expect(ids(tabOrder(all, 'fastest'))).toEqual(['fastest', 'quick', 'cheap'])
  })

  it('should put the best trade of price and time first on Best', () => {
    expect(ids(tabOrder(all, 'best'))).toEqual(['quick', 'fastest', 'cheap'])
  })

  it('should give the cheaper first at the same score', () => {
    const twin = itinerary('twin', 60_000, 1_500)
    expect(ids(tabOrder([twin, { ...twin, id: 'cheaper', price_total: 59_999 }], 'best'))).toEqual([
      'cheaper',
      'twin',
    ])
  })
})

describe('tabLeaders', () => {
  it('should name the first itinerary of each tab', () => {
    expect(ids(Object.values(tabLeaders(all)) as { id: string }[])).toEqual(['quick', 'cheap', 'fastest'])
  })

  it('should name none on an empty list', () => {
    expect(tabLeaders([])).toEqual({ best: undefined, cheapest: undefined, fastest: undefined })
  })
})

describe('viewFromQuery and withView', () => {
  const search = 'origin=JFK&destination=ACC&departDate=2030-12-18'

  it('should read the default view from a search without one', () => {
    expect(viewFromQuery(new URLSearchParams(search))).toEqual(DEFAULT_VIEW)
  })

  it('should write only what differs from the default, after the search', () => {
    const view = {
      tab: 'fastest' as const,
      filters: { ...NO_FILTERS, stops: 'nonstop' as const, airlines: ['Air France', 'Delta'], hasBag: true },
    }
    expect(withView(new URLSearchParams(search), view).toString()).toBe(
      `${search}&tab=fastest&stops=nonstop&airline=Air+France&airline=Delta&bags=1`,
    )
  })

  it('should read back every part of the view it wrote', () => {
    const view = {
      tab: 'cheapest' as const,
      filters: {
        stops: 'oneStopMax' as const,
        departure: 'morning' as const,
        arrival: 'evening' as const,
        airlines: ['Delta'],
        hasBag: true,
        maxHours: 20,
      },
    }
    expect(viewFromQuery(withView(new URLSearchParams(search), view))).toEqual(view)
  })

  it('should drop the previous view when writing the default', () => {
    expect(
      withView(new URLSearchParams(`${search}&tab=fastest&bags=1&airline=Delta`), DEFAULT_VIEW).toString(),
    ).toBe(search)
  })

  it('should leave malformed values at their default', () => {
    expect(
      viewFromQuery(new URLSearchParams('tab=slowest&stops=3&dep=noon&bags=yes&maxHours=-4&airline=')),
    ).toEqual(DEFAULT_VIEW)
  })
})

describe('airlinesOf and longestHours', () => {
  it('should list every airline once, in alphabetical order', () => {
    expect(airlinesOf(all)).toEqual(['Air France', 'Delta', 'Royal Air Maroc'])
  })

  it('should offer only the airlines that leave something under the other filters', () => {
    expect(airlineChoices(all, { ...NO_FILTERS, maxHours: 11 })).toEqual(['Air France', 'Delta'])
  })

  it('should keep offering an airline already ticked', () => {
    expect(airlineChoices(all, { ...NO_FILTERS, maxHours: 11, airlines: ['Royal Air Maroc'] })).toEqual([
      'Air France',
      'Delta',
      'Royal Air Maroc',
    ])
  })

  it('should offer each choice with at least one itinerary once ticked', () => {
    const filters = { ...NO_FILTERS, stops: 'nonstop' as const, maxHours: 20 }
    for (const airline of airlineChoices(all, filters))
      expect(filterItineraries(all, { ...filters, airlines: [airline] }).length).toBeGreaterThan(0)
  })

  it('should round the longest journey up to whole hours', () => {
    expect(longestHours(all)).toBe(27)
  })
})
