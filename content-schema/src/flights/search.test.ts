import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZFlightDataSearchQuery, ZFlightSearchQuery, ZRepriceRequest } from './search.ts'

// As read from the URL: every value is a string.
const query = {
  origin: 'bos',
  destination: 'ABJ',
  departDate: '2026-03-10',
  returnDate: '2026-03-24',
  adults: '2',
}

describe('ZFlightSearchQuery', () => {
  it('should accept a URL query and fill the defaults', () => {
    expect(ZFlightSearchQuery.parse(query)).toEqual({
      origin: 'BOS',
      destination: 'ABJ',
      departDate: '2026-03-10',
      returnDate: '2026-03-24',
      adults: 2,
      children: 0,
      infants: 0,
      cabin: 'economy',
      currency: 'USD',
      locale: 'en',
      sort: 'price',
    })
  })

  it('should treat an empty return date as a one-way trip', () => {
    expect(ZFlightSearchQuery.parse({ ...query, returnDate: '' }).returnDate).toBeUndefined()
  })

  it('should fall back to the default for a non-numeric count', () => {
    expect(ZFlightSearchQuery.parse({ ...query, children: 'abc' }).children).toBe(0)
  })

  it('should require the origin', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, origin: '' }, 'origin')).toBe(
      'validation.airportRequired',
    )
  })

  it('should refuse an origin that is not an airport code', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, origin: 'Boston' }, 'origin')).toBe(
      'validation.airportCodeInvalid',
    )
  })

  it('should require the departure date', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, departDate: '' }, 'departDate')).toBe(
      'validation.dateRequired',
    )
  })

  it('should refuse an impossible date', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, departDate: '2026-02-30' }, 'departDate')).toBe(
      'validation.dateInvalid',
    )
  })

  it('should refuse a return before the departure', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, returnDate: '2026-03-09' }, 'returnDate')).toBe(
      'validation.returnBeforeDeparture',
    )
  })

  it('should refuse the same origin and destination', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, destination: 'BOS' }, 'destination')).toBe(
      'validation.sameAirports',
    )
  })

  it('should refuse no adult', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, adults: '0' }, 'adults')).toBe('validation.adultsRange')
  })

  it('should refuse 10 children', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, children: 10 }, 'children')).toBe(
      'validation.childrenRange',
    )
  })

  it('should refuse 10 infants', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, infants: '10' }, 'infants')).toBe(
      'validation.infantsRange',
    )
  })

  it('should refuse an unknown cabin', () => {
    expect(messageAt(ZFlightSearchQuery, { ...query, cabin: 'luxury' }, 'cabin')).toBe(
      'validation.invalidOption',
    )
  })
})

describe('ZRepriceRequest', () => {
  it('should accept an itinerary id', () => {
    expect(ZRepriceRequest.parse({ itinerary_id: 'off_1' })).toEqual({
      itinerary_id: 'off_1',
      currency: 'USD',
    })
  })

  it('should require the itinerary id', () => {
    expect(messageAt(ZRepriceRequest, {}, 'itinerary_id')).toBe('validation.itineraryRequired')
  })

  it.each(['a\u0000b', '\ud800', "' OR 1=1 --", 'fo_/../x'])(
    'should refuse %j, which is no id the server makes, before it reaches the database',
    (itineraryId) => {
      expect(messageAt(ZRepriceRequest, { itinerary_id: itineraryId }, 'itinerary_id')).toBe(
        'validation.invalidCharacters',
      )
    },
  )
})

describe('ZFlightDataSearchQuery', () => {
  it('should accept the results page query', () => {
    expect(
      ZFlightDataSearchQuery.parse({ origin: 'jfk', destination: 'ACC', departure_date: '2026-03-10' }),
    ).toEqual({ origin: 'JFK', destination: 'ACC', departure_date: '2026-03-10' })
  })

  it('should require the departure date', () => {
    expect(messageAt(ZFlightDataSearchQuery, { origin: 'JFK', destination: 'ACC' }, 'departure_date')).toBe(
      'validation.dateRequired',
    )
  })
})

describe('ZFlightSearchQuery with multi-city legs', () => {
  const openJaw = {
    origin: 'JFK',
    destination: 'ACC',
    departDate: '2026-12-01',
    legs: [
      { origin: 'jfk', destination: 'ACC', date: '2026-12-01' },
      { origin: 'ABJ', destination: 'JFK', date: '2026-12-15' },
    ],
  }

  it('should accept an open-jaw trip, into Accra and home from Abidjan', () => {
    expect(ZFlightSearchQuery.parse(openJaw).legs).toEqual([
      { origin: 'JFK', destination: 'ACC', date: '2026-12-01' },
      { origin: 'ABJ', destination: 'JFK', date: '2026-12-15' },
    ])
  })

  it('should refuse a leg to where it starts, on that leg', () => {
    const legs = [openJaw.legs[0], { origin: 'ABJ', destination: 'ABJ', date: '2026-12-15' }]
    expect(messageAt(ZFlightSearchQuery, { ...openJaw, legs }, 'legs.1.destination')).toBe(
      'validation.sameAirports',
    )
  })

  it('should refuse a leg leaving before the previous one', () => {
    const legs = [openJaw.legs[0], { ...openJaw.legs[1], date: '2026-11-30' }]
    expect(messageAt(ZFlightSearchQuery, { ...openJaw, legs }, 'legs.1.date')).toBe(
      'validation.legBeforePrevious',
    )
  })

  it('should refuse more legs than the engines price as one trip', () => {
    const legs = [...openJaw.legs, ...openJaw.legs, openJaw.legs[0]]
    expect(ZFlightSearchQuery.safeParse({ ...openJaw, legs }).success).toBe(false)
  })

  it('should refuse a first leg other than the searched origin, destination and date', () => {
    expect(ZFlightSearchQuery.safeParse({ ...openJaw, destination: 'LOS' }).success).toBe(false)
  })
})
