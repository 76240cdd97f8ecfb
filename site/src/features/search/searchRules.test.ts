import { describe, expect, it } from 'vitest'
import { hotelQuery, missingHotelFields } from './hotelRules'
import {
  addLeg,
  type FlightForm,
  flightAirportProblem,
  flightDatesProblem,
  flightQuery,
  initialLegs,
  type Leg,
  localIsoDate,
  missingFlightFields,
  removeLeg,
  resolveAirport,
} from './searchRules'

const BOS = { code: 'BOS', city: 'Boston', name: 'Logan International Airport', country: 'United States' }
const ABJ = { code: 'ABJ', city: 'Abidjan', name: 'Félix-Houphouët-Boigny', country: "Côte d'Ivoire" }
const ACC = { code: 'ACC', city: 'Accra', name: 'Kotoka International Airport', country: 'Ghana' }
const choose = (airport: typeof BOS) => ({ text: `${airport.code} - ${airport.city}`, airport })

const flightForm = (overrides: Partial<FlightForm> = {}): FlightForm => ({
  tripType: 'roundtrip',
  origin: choose(BOS),
  destination: choose(ABJ),
  departDate: '2026-12-18',
  returnDate: '2027-01-05',
  passengers: { adults: 2, children: 1, infants: 0 },
  cabin: 'business',
  legs: initialLegs(),
  ...overrides,
})

const legIds = (legs: Leg[]) => legs.map((leg) => leg.id)

describe('multi-city legs', () => {
  it('should start with two legs', () => {
    expect(legIds(initialLegs())).toEqual([1, 2])
  })

  it('should give a new leg the highest id plus one', () => {
    expect(legIds(addLeg(removeLeg(addLeg(addLeg(initialLegs())), 3)))).toEqual([1, 2, 4, 5])
  })

  it('should never remove a leg when only two remain', () => {
    expect(legIds(removeLeg(initialLegs(), 1))).toEqual([1, 2])
  })

  it('should remove the chosen leg when more than two remain', () => {
    expect(legIds(removeLeg(addLeg(initialLegs()), 2))).toEqual([1, 3])
  })

  it('should stop adding legs at the four the engines price as one trip', () => {
    const four = [1, 2].reduce((legs) => addLeg(legs), initialLegs())
    expect(addLeg(four).length).toBe(4)
  })
})

describe('resolveAirport', () => {
  it('should recognise a typed code whatever its case', () => {
    expect(resolveAirport(' bos ', [ABJ, BOS])).toBe(BOS)
  })

  it('should recognise a suggestion label', () => {
    expect(resolveAirport('ABJ - Abidjan', [ABJ, BOS])).toBe(ABJ)
  })

  it('should take a partial text that one airport only answers to, and no text several do', () => {
    expect([resolveAirport('Bost', [ABJ, BOS]), resolveAirport('Ab', [ABJ, ACC])]).toEqual([BOS, null])
  })
})

describe('flightDatesProblem', () => {
  const trip = { tripType: 'roundtrip' as const, departDate: '2030-12-18', returnDate: '2030-12-10' }

  it('should say a return before the departure beside the return date', () => {
    expect(flightDatesProblem(trip)).toEqual({ field: 'returnDate', key: 'validation.returnBeforeDeparture' })
  })

  it.each([
    ['a return on the departure day', { ...trip, returnDate: '2030-12-18' }],
    ['no return yet', { ...trip, returnDate: '' }],
    ['a one-way trip', { ...trip, tripType: 'oneWay' as const }],
  ])('should find nothing wrong with %s', (_case, form) => {
    expect(flightDatesProblem(form)).toBeNull()
  })
})

describe('flightAirportProblem', () => {
  const typed = (text: string) => ({ text, airport: null })

  it('should ask for a choice from the list when a typed text is no single airport', () => {
    expect(flightAirportProblem(flightForm({ destination: typed('new') }))).toEqual({
      field: 'destination',
      key: 'validation.airportCodeInvalid',
    })
  })

  it('should refuse a trip to where it starts, on the destination, multi-city legs included', () => {
    const legs = [
      { id: 1, origin: choose(BOS), destination: choose(ABJ), date: '2026-12-18' },
      { id: 2, origin: choose(ACC), destination: choose(ACC), date: '2026-12-20' },
    ]
    expect([
      flightAirportProblem(flightForm({ destination: choose(BOS) })),
      flightAirportProblem(flightForm({ tripType: 'multiCity', legs })),
      flightAirportProblem(flightForm()),
    ]).toEqual([
      { field: 'destination', key: 'validation.sameAirports' },
      { field: 'leg-2-destination', key: 'validation.sameAirports' },
      null,
    ])
  })

  it('should not count a typed text as missing: it is a choice to make, said as such', () => {
    expect(missingFlightFields(flightForm({ origin: typed('new') }))).toEqual([])
  })
})

describe('missingFlightFields', () => {
  it('should require origin, destination and departure', () => {
    const empty = { text: '', airport: null }
    expect(missingFlightFields(flightForm({ origin: empty, destination: empty, departDate: '' }))).toEqual([
      'origin',
      'destination',
      'departDate',
    ])
  })

  it('should accept a round trip without a return date, as the spec does', () => {
    expect(missingFlightFields(flightForm({ returnDate: '' }))).toEqual([])
  })

  it('should require every field of every multi-city leg', () => {
    expect(missingFlightFields(flightForm({ tripType: 'multiCity' }))).toEqual([
      'leg-1-origin',
      'leg-1-destination',
      'leg-1-date',
      'leg-2-origin',
      'leg-2-destination',
      'leg-2-date',
    ])
  })
})

describe('flightQuery', () => {
  it('should carry the spec fields of a round trip', () => {
    expect(Object.fromEntries(flightQuery(flightForm()))).toEqual({
      origin: 'BOS',
      destination: 'ABJ',
      departDate: '2026-12-18',
      returnDate: '2027-01-05',
      cabin: 'business',
      adults: '2',
      children: '1',
      infants: '0',
      tripType: 'roundtrip',
    })
  })

  it('should leave the return date empty for a one-way trip', () => {
    expect(flightQuery(flightForm({ tripType: 'oneWay' })).get('returnDate')).toBe('')
  })

  it('should list every multi-city leg and start from the first', () => {
    const legs: Leg[] = [
      { id: 1, origin: choose(BOS), destination: choose(ABJ), date: '2026-12-18' },
      { id: 2, origin: choose(ABJ), destination: choose(ACC), date: '2026-12-28' },
    ]
    const query = flightQuery(flightForm({ tripType: 'multiCity', legs }))
    expect([query.get('origin'), query.get('destination'), query.getAll('leg')]).toEqual([
      'BOS',
      'ABJ',
      ['BOS,ABJ,2026-12-18', 'ABJ,ACC,2026-12-28'],
    ])
  })
})

describe('hotel search', () => {
  const hotel = {
    location: ' Abidjan ',
    checkIn: '2026-12-18',
    checkOut: '2026-12-22',
    adults: 2,
    children: 1,
    rooms: 0,
  }

  it('should require destination, check-in and check-out', () => {
    expect(missingHotelFields({ ...hotel, location: ' ', checkIn: '', checkOut: '' })).toEqual([
      'location',
      'checkIn',
      'checkOut',
    ])
  })

  it('should build the results query with the spec field names and at least one room', () => {
    expect(Object.fromEntries(hotelQuery(hotel))).toEqual({
      location: 'Abidjan',
      check_in_date: '2026-12-18',
      check_out_date: '2026-12-22',
      num_adults: '2',
      num_rooms: '1',
      num_children: '1',
    })
  })
})

describe('localIsoDate', () => {
  it('should format a local date for a date input', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})
