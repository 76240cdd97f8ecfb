import { describe, expect, it } from 'vitest'
import { nextSearchProgress, searchRedirect, targetInLanguage } from './searchRedirect'

const redirect = (query: string) => searchRedirect(new URLSearchParams(query))

describe('searchRedirect', () => {
  it('should go on to /flights with a complete flight search, without the type', () => {
    expect(redirect('type=flights&origin=BOS&destination=ABJ&departDate=2030-12-18')).toBe(
      '/flights?origin=BOS&destination=ABJ&departDate=2030-12-18',
    )
  })

  it('should treat a missing type as flights', () => {
    expect(redirect('')).toBe('/flights-under-construction')
  })

  it('should go on to /hotel-results with a complete hotel search', () => {
    expect(redirect('type=hotels&location=Paris&check_in_date=2030-12-18&check_out_date=2030-12-20')).toBe(
      '/hotel-results?location=Paris&check_in_date=2030-12-18&check_out_date=2030-12-20',
    )
  })

  it.each([
    ['type=hotels', '/hotels-under-construction'],
    ['type=packages', '/hotels-under-construction'],
    ['type=cars', '/cars-under-construction'],
    ['type=activities', '/activities-under-construction'],
    ['type=cruises', '/'],
  ])('should send %s to %s', (query, target) => {
    expect(redirect(query)).toBe(target)
  })
})

describe('targetInLanguage', () => {
  it('should keep the French prefix', () => {
    expect(targetInLanguage('/flights?origin=BOS', '/fr/search')).toBe('/fr/flights?origin=BOS')
  })

  it('should send French home to /fr', () => {
    expect(targetInLanguage('/', '/fr/search')).toBe('/fr')
  })

  it('should leave English paths as they are', () => {
    expect(targetInLanguage('/cars-under-construction', '/search')).toBe('/cars-under-construction')
  })
})

describe('nextSearchProgress', () => {
  it('should rise by the step and stop at 100', () => {
    expect([nextSearchProgress(0, 2), nextSearchProgress(99, 2)]).toEqual([2, 100])
  })
})
