import { describe, expect, it } from 'vitest'
import {
  consistentLegs,
  criteriaFromQuery,
  criteriaToQuery,
  EMPTY_CRITERIA,
  isSearchable,
  searchRequest,
} from './flightCriteria'

const complete = {
  ...EMPTY_CRITERIA,
  origin: 'BOS',
  destination: 'ABJ',
  departDate: '2030-12-18',
  returnDate: '2031-01-04',
  adults: 2,
  children: 1,
  infants: 0,
  cabin: 'business' as const,
}

describe('criteriaFromQuery', () => {
  it('should read every field of a /flights URL', () => {
    const query = new URLSearchParams(
      'origin=bos&destination=ABJ&departDate=2030-12-18&returnDate=2031-01-04&adults=2&children=1&infants=0&cabin=business',
    )
    expect(criteriaFromQuery(query)).toEqual(complete)
  })

  it('should give the defaults for missing or non-numeric counts and an unknown cabin', () => {
    const query = new URLSearchParams('origin=BOS&adults=two&cabin=palace')
    expect(criteriaFromQuery(query)).toEqual({ ...EMPTY_CRITERIA, origin: 'BOS' })
  })

  it('should keep counts within the spec limits', () => {
    const query = new URLSearchParams('adults=0&children=12&infants=-3')
    expect(criteriaFromQuery(query)).toMatchObject({ adults: 1, children: 9, infants: 0 })
  })

  it('should leave malformed codes and dates empty', () => {
    const query = new URLSearchParams('origin=BOST&destination=<x>&departDate=18/12/2030')
    expect(criteriaFromQuery(query)).toMatchObject({ origin: '', destination: '', departDate: '' })
  })
})

describe('criteriaToQuery', () => {
  it('should read back the same criteria it writes', () => {
    expect(criteriaFromQuery(criteriaToQuery(complete))).toEqual(complete)
  })

  it('should leave returnDate out of a one-way search', () => {
    expect(criteriaToQuery({ ...complete, returnDate: '' }).has('returnDate')).toBe(false)
  })
})

describe('isSearchable', () => {
  it('should search when origin, destination and departDate are present', () => {
    expect(isSearchable({ ...complete, returnDate: '' })).toBe(true)
  })

  it('should not search without a departure date', () => {
    expect(isSearchable({ ...complete, departDate: '' })).toBe(false)
  })
})

describe('searchRequest', () => {
  it('should send null for a missing return date, USD, the language and the sort', () => {
    expect(searchRequest({ ...complete, returnDate: '' }, 'fr', 'stops')).toMatchObject({
      returnDate: null,
      currency: 'USD',
      locale: 'fr',
      sort: 'stops',
    })
  })
})

describe('multi-city criteria', () => {
  const home =
    'origin=JFK&destination=ACC&departDate=2030-12-01&tripType=multiCity&leg=JFK,ACC,2030-12-01&leg=ABJ,JFK,2030-12-15'
  const legs = [
    { origin: 'JFK', destination: 'ACC', date: '2030-12-01' },
    { origin: 'ABJ', destination: 'JFK', date: '2030-12-15' },
  ]

  it("should read every leg of the home form's multi-city URL", () => {
    expect(criteriaFromQuery(new URLSearchParams(home)).legs).toEqual(legs)
  })

  it('should write every leg back to the URL', () => {
    const criteria = criteriaFromQuery(new URLSearchParams(home))
    expect(criteriaFromQuery(criteriaToQuery(criteria))).toEqual(criteria)
  })

  it('should drop a trip with a malformed leg rather than search part of it', () => {
    const query = new URLSearchParams(`${home}&leg=ABJ,nowhere,2030-12-20`)
    expect(criteriaFromQuery(query).legs).toEqual([])
  })

  it('should send every leg to the search', () => {
    const criteria = criteriaFromQuery(new URLSearchParams(home))
    expect(searchRequest(criteria, 'en').legs).toEqual(legs)
  })

  it('should keep the legs while the first is still the searched route and date', () => {
    const criteria = criteriaFromQuery(new URLSearchParams(home))
    expect(consistentLegs(criteria).legs).toEqual(legs)
  })

  it('should search one way once the form changed the first leg', () => {
    const criteria = criteriaFromQuery(new URLSearchParams(home))
    expect(consistentLegs({ ...criteria, destination: 'LOS' }).legs).toEqual([])
  })
})
