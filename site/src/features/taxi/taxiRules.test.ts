import type { TZone } from '@nexovia/content-schema/core/enum-schemas'
import { describe, expect, it } from 'vitest'
import {
  earliestPickupDate,
  isCustomerComplete,
  isLookupQuery,
  isQuoteReady,
  offersTypedAddress,
  pickupDateTime,
  pickupTimeZone,
  placeOf,
  placeProblems,
  quoteBlockers,
  rideRequestOf,
} from './taxiRules'

const logan = {
  address: 'Boston Logan International Airport',
  lat: 42.3656,
  lng: -71.0096,
  zone: 'us-northeast' as TZone | null,
}
const ready = {
  departure: { text: 'Logan', place: logan },
  destination: { text: 'Back Bay', place: { ...logan, lat: 42.35 } },
  date: '2026-03-10',
  time: '14:30',
  flightNumber: '',
  passengers: '1',
}

describe('pickupDateTime', () => {
  it('should give a Boston pick-up in winter the offset -05:00', () => {
    expect(pickupDateTime('2026-01-15', '22:00', 'America/New_York')).toBe('2026-01-15T22:00:00-05:00')
  })

  it('should give a Boston pick-up in summer the offset -04:00', () => {
    expect(pickupDateTime('2026-07-15', '08:30', 'America/New_York')).toBe('2026-07-15T08:30:00-04:00')
  })

  it('should give a Boston pick-up just after the spring change the summer offset', () => {
    expect(pickupDateTime('2026-03-08', '03:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00')
  })

  it('should give an Abidjan pick-up the offset +00:00', () => {
    expect(pickupDateTime('2026-07-15', '00:00', 'Africa/Abidjan')).toBe('2026-07-15T00:00:00+00:00')
  })

  it('should give a Lagos pick-up the offset +01:00', () => {
    expect(pickupDateTime('2026-07-15', '23:30', 'Africa/Lagos')).toBe('2026-07-15T23:30:00+01:00')
  })
})

describe('pickupTimeZone', () => {
  it('should read a Cotonou pick-up in West Africa Time', () => {
    expect(pickupTimeZone({ ...logan, lng: 2.38, zone: 'west-africa' })).toBe('Africa/Lagos')
  })

  it('should read a Dakar pick-up in UTC+0', () => {
    expect(pickupTimeZone({ ...logan, lng: -17.45, zone: 'west-africa' })).toBe('Africa/Abidjan')
  })

  it('should read a north-east US pick-up in New York time', () => {
    expect(pickupTimeZone({ ...logan, zone: 'us-northeast' })).toBe('America/New_York')
  })
})

describe('earliestPickupDate', () => {
  // 02:00 UTC on 10 March: still the 9th in New York, already the 10th in Dakar and Lagos.
  const night = new Date('2026-03-10T02:00:00Z')

  it('should offer a Boston pick-up the date that is still today in Boston', () => {
    expect(earliestPickupDate({ ...logan, zone: 'us-northeast' }, night)).toBe('2026-03-09')
  })

  it('should offer a Dakar pick-up the date of Dakar', () => {
    expect(earliestPickupDate({ ...logan, lng: -17.45, zone: 'west-africa' }, night)).toBe('2026-03-10')
  })

  it('should offer the westernmost date while no pick-up place is chosen', () => {
    expect(earliestPickupDate(null, night)).toBe('2026-03-09')
  })
})

describe('placeOf', () => {
  it('should read the center as longitude then latitude', () => {
    const suggestion = {
      place_name: 'Dakar Blaise Diagne Airport',
      text: 'DSS',
      center: [-17.07, 14.67] as [number, number],
      relevance: 1,
      zone: 'west-africa' as const,
      source: 'local' as const,
    }
    expect(placeOf(suggestion)).toEqual({
      address: 'Dakar Blaise Diagne Airport',
      lat: 14.67,
      lng: -17.07,
      zone: 'west-africa',
    })
  })
})

describe('place lookups', () => {
  it('should not look up one character', () => {
    expect(isLookupQuery(' a ')).toBe(false)
  })

  it('should look up two characters', () => {
    expect(isLookupQuery('ab')).toBe(true)
  })

  it('should not offer a typed address of 2 characters', () => {
    expect(offersTypedAddress('ab')).toBe(false)
  })

  it('should offer a typed address of 3 characters', () => {
    expect(offersTypedAddress('abc')).toBe(true)
  })
})

describe('isQuoteReady', () => {
  it('should be ready with two places, a date and a time', () => {
    expect(isQuoteReady(ready)).toBe(true)
  })

  it('should not be ready while a place is only typed', () => {
    expect(isQuoteReady({ ...ready, destination: { text: 'Back Bay', place: null } })).toBe(false)
  })

  it('should not be ready without a time', () => {
    expect(isQuoteReady({ ...ready, time: '' })).toBe(false)
  })

  it('should be ready from an airport with a flight number instead of a time', () => {
    expect(isQuoteReady({ ...ready, time: '', flightNumber: 'AF 702' })).toBe(true)
  })

  it('should not be ready with a flight number that is not one', () => {
    expect(isQuoteReady({ ...ready, flightNumber: 'AF 70211' })).toBe(false)
  })

  it('should not follow a flight from a place that is not an airport', () => {
    const hotel = { ...logan, lat: 42.3577, lng: -71.0603 }
    expect(
      isQuoteReady({ ...ready, departure: { text: 'Omni', place: hotel }, time: '', flightNumber: 'AF 702' }),
    ).toBe(false)
  })
})

describe('isCustomerComplete', () => {
  const customer = { name: 'Awa Koné', email: 'awa@example.com', phone: '+225 07 00 00 00' }

  it('should be complete with name, email and phone', () => {
    expect(isCustomerComplete(customer)).toBe(true)
  })

  it.each(['name', 'email', 'phone'])('should not be complete with a blank %s', (field) => {
    expect(isCustomerComplete({ ...customer, [field]: '  ' })).toBe(false)
  })
})

describe('rideRequestOf', () => {
  const form = {
    ...ready,
    departure: { text: 'Logan', place: { ...logan, zone: 'us-northeast' as const } },
    passengers: '3',
    luggage: '2',
    serviceType: 'vtc' as const,
    childSeat: true,
    vip: false,
    extraStop: false,
    notes: '  ',
    meetingName: '',
  }

  it('should send the pick-up time in the pick-up zone and the counts as numbers', () => {
    expect(rideRequestOf(form)).toMatchObject({
      datetime: '2026-03-10T14:30:00-04:00',
      passengers: 3,
      options: { child_seat: true, luggage_count: 2, notes: undefined },
    })
  })

  it('should send the flight and its arrival date instead of a time from an airport', () => {
    const request = rideRequestOf({ ...form, flightNumber: ' dl 402 ', meetingName: ' Awa K. ' })
    expect(request).toMatchObject({
      flight_number: 'dl 402',
      arrival_date: '2026-03-10',
      meeting_name: 'Awa K.',
    })
    expect(request).not.toHaveProperty('datetime')
  })

  it('should give nothing while a place is unresolved', () => {
    expect(rideRequestOf({ ...form, departure: { text: 'Logan', place: null } })).toBeNull()
  })
})

describe('quoteBlockers', () => {
  it('should name nothing once the ride can be quoted', () => {
    expect(quoteBlockers(ready)).toEqual([])
  })

  it('should name every missing part in the form order', () => {
    const empty = {
      ...ready,
      departure: { text: 'Logan', place: null },
      destination: { text: '', place: null },
    }
    expect(quoteBlockers({ ...empty, date: '', time: '' })).toEqual([
      'departure',
      'destination',
      'date',
      'time',
    ])
  })

  it('should name a malformed flight number instead of the time', () => {
    expect(quoteBlockers({ ...ready, time: '', flightNumber: 'AF 70211' })).toEqual(['flightNumber'])
  })

  it.each(['', '0', '9', '1.5'])('should name the passengers for a count of "%s"', (passengers) => {
    expect(quoteBlockers({ ...ready, passengers })).toEqual(['passengers'])
  })
})

describe('placeProblems', () => {
  const paris = { address: 'Hôtel Plaza Athénée, Paris', lat: 48.8661, lng: 2.3041, zone: null }

  it('should name nothing for two served places apart', () => {
    expect(placeProblems(ready)).toEqual([])
  })

  it('should name a place outside the served regions, and keep the quote disabled', () => {
    const form = { ...ready, destination: { text: 'Plaza Athénée', place: paris } }
    expect([placeProblems(form), isQuoteReady(form)]).toEqual([['destinationUnserved'], false])
  })

  it('should name a departure outside the served regions', () => {
    expect(placeProblems({ ...ready, departure: { text: 'Plaza Athénée', place: paris } })).toEqual([
      'departureUnserved',
    ])
  })

  it('should name two places within 100 m as the same, and keep the quote disabled', () => {
    const form = { ...ready, destination: { text: 'Logan', place: { ...logan, lat: logan.lat + 0.0005 } } }
    expect([placeProblems(form), isQuoteReady(form)]).toEqual([['samePlace'], false])
  })
})
