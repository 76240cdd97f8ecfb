import { minorDigits } from '@nexovia/content-schema'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type PricedRide, priceRide, type RideToPrice } from './priceRide'

const LOGAN = { lat: 42.3656, lng: -71.0096 }
const BOSTON_COMMON = { lat: 42.3551, lng: -71.0657 }
const ABJ = { lat: 5.2614, lng: -3.9263 }
const PLATEAU = { lat: 5.3206, lng: -4.0197 }
const ACC = { lat: 5.6052, lng: -0.1668 }
const OSU = { lat: 5.556, lng: -0.1769 }
const LOS = { lat: 6.5774, lng: 3.3212 }
const VICTORIA_ISLAND = { lat: 6.4281, lng: 3.4219 }
const AIRPORTS = [LOGAN, ABJ, ACC, LOS]

const ride = (overrides: Partial<RideToPrice> = {}): RideToPrice => ({
  origin: LOGAN,
  destination: BOSTON_COMMON,
  at: new Date('2026-01-15T15:00:00Z'),
  serviceType: 'taxi',
  childSeat: false,
  vipService: false,
  extraStop: false,
  ...overrides,
})

const priced = (input: RideToPrice): PricedRide => {
  const result = priceRide(input, AIRPORTS)
  if (!result.ride) throw new Error(result.refusal)
  return result.ride
}

// A point within ~40 km of a centre, so that both ends stay in one zone.
const near = (centre: { lat: number; lng: number }) =>
  fc.record({
    lat: fc.double({ min: centre.lat - 0.3, max: centre.lat + 0.3, noNaN: true }),
    lng: fc.double({ min: centre.lng - 0.3, max: centre.lng + 0.3, noNaN: true }),
  })

const anyRide = fc.constantFrom(LOGAN, ABJ, ACC, LOS).chain((centre) =>
  fc.record({
    origin: near(centre),
    destination: near(centre),
    at: fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    serviceType: fc.constantFrom('taxi' as const, 'vtc' as const, 'private_chauffeur' as const),
    childSeat: fc.boolean(),
    vipService: fc.boolean(),
    extraStop: fc.boolean(),
    currency: fc.constantFrom(undefined, 'USD' as const, 'EUR' as const, 'XOF' as const),
  }),
)

const sumOf = (quote: PricedRide) => Object.values(quote.breakdown).reduce((sum, fee) => sum + fee, 0)

describe('priceRide', () => {
  it('should give a breakdown that adds up to the price', () => {
    fc.assert(fc.property(anyRide, (input) => sumOf(priced(input)) === priced(input).price))
  })

  it('should give whole, non-negative minor units for every fee', () => {
    fc.assert(
      fc.property(anyRide, (input) =>
        Object.values(priced(input).breakdown).every((fee) => Number.isInteger(fee) && fee >= 0),
      ),
    )
  })

  it('should price West Africa in CFA francs, which have no minor unit', () => {
    expect([priced(ride({ origin: ABJ, destination: PLATEAU })).currency, minorDigits('XOF')]).toEqual([
      'XOF',
      0,
    ])
  })

  it('should round every CFA franc fee to 100 F', () => {
    fc.assert(
      fc.property(anyRide, (input) =>
        Object.values(priced({ ...input, currency: 'XOF' }).breakdown).every((fee) => fee % 100 === 0),
      ),
    )
  })

  it('should price the north-east United States in dollars', () => {
    expect(priced(ride()).currency).toBe('USD')
  })

  it('should price in euros when asked', () => {
    expect(priced(ride({ origin: ABJ, destination: PLATEAU, currency: 'EUR' })).currency).toBe('EUR')
  })

  it.each([
    ['childSeat', 'child_seat_fee'],
    ['vipService', 'vip_fee'],
    ['extraStop', 'extra_stop_fee'],
  ] as const)('should add the %s fee to the price', (option, fee) => {
    fc.assert(
      fc.property(anyRide, (input) => {
        const without = priced({ ...input, [option]: false })
        const withIt = priced({ ...input, [option]: true })
        return withIt.breakdown[fee] > 0 && withIt.price === without.price + withIt.breakdown[fee]
      }),
    )
  })

  it('should never cost less for a longer ride in the same direction', () => {
    fc.assert(
      fc.property(
        anyRide,
        fc.double({ min: 0.001, max: 0.3, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (input, step, extra) => {
          const heading = { lat: step, lng: step / 2 }
          const shorter = { lat: input.origin.lat + heading.lat, lng: input.origin.lng + heading.lng }
          const factor = 1 + extra / step
          const longer = {
            lat: input.origin.lat + heading.lat * factor,
            lng: input.origin.lng + heading.lng * factor,
          }
          // Away from airports, so that the airport fee of a nearer destination cannot interfere.
          const far = { ...input, origin: { lat: input.origin.lat + 0.1, lng: input.origin.lng + 0.1 } }
          return (
            priced({ ...far, destination: { lat: longer.lat + 0.1, lng: longer.lng + 0.1 } }).price >=
            priced({ ...far, destination: { lat: shorter.lat + 0.1, lng: shorter.lng + 0.1 } }).price
          )
        },
      ),
    )
  })

  it('should charge the airport fee from an airport', () => {
    expect(priced(ride()).breakdown.airport_fee).toBeGreaterThan(0)
  })

  it('should not charge the airport fee between two town addresses', () => {
    expect(
      priced(ride({ origin: BOSTON_COMMON, destination: { lat: 42.3471, lng: -71.0825 } })).breakdown
        .airport_fee,
    ).toBe(0)
  })

  it('should switch a West African taxi to Yango', () => {
    expect(priced(ride({ origin: ABJ, destination: PLATEAU })).serviceType).toBe('yango')
  })

  it('should refuse Yango in the United States', () => {
    expect(priceRide(ride({ serviceType: 'yango' }), AIRPORTS).refusal).toBe('taxiErrors.serviceUnavailable')
  })

  it('should refuse a ride from Boston to Abidjan', () => {
    expect(priceRide(ride({ destination: ABJ }), AIRPORTS).refusal).toBe('taxiErrors.zonesDiffer')
  })

  it('should refuse a pick-up outside both zones', () => {
    expect(priceRide(ride({ origin: { lat: 48.85, lng: 2.35 } }), AIRPORTS).refusal).toBe(
      'taxiErrors.outsideZones',
    )
  })
})

const nightOf = (at: string, origin = LOGAN) =>
  priced(ride({ at: new Date(at), origin, destination: { lat: origin.lat + 0.05, lng: origin.lng } })).isNight

describe("priceRide in the pick-up country's currency", () => {
  const airportRide = (origin: typeof ACC, destination: typeof ACC) =>
    priced(ride({ origin, destination, serviceType: 'yango' }))

  it('should price an Accra airport ride in cedis, its fee breakdown in cedis', () => {
    const quote = airportRide(ACC, OSU)
    expect([quote.currency, quote.breakdown.base_fee, quote.breakdown.airport_fee]).toEqual([
      'GHS',
      1000,
      2500,
    ])
  })

  it('should price a Lagos airport ride in naira', () => {
    const quote = airportRide(LOS, VICTORIA_ISLAND)
    expect([quote.currency, quote.breakdown.base_fee, quote.breakdown.airport_fee]).toEqual([
      'NGN',
      80000,
      150000,
    ])
  })

  it('should keep pricing Abidjan in CFA francs', () => {
    expect(airportRide(ABJ, PLATEAU).currency).toBe('XOF')
  })
})

describe('priceRide night window (local time at the pick-up)', () => {
  it.each([
    // Boston in winter (UTC−5): 21:59 and 22:00 local.
    ['2026-01-15T02:59:00Z', false],
    ['2026-01-15T03:00:00Z', true],
    // Across midnight, and the end at 06:00.
    ['2026-01-15T05:30:00Z', true],
    ['2026-01-15T10:59:00Z', true],
    ['2026-01-15T11:00:00Z', false],
    // The spring-forward day (8 March 2026, UTC−4 from 02:00): 21:59 and 22:00 EDT.
    ['2026-03-09T01:59:00Z', false],
    ['2026-03-09T02:00:00Z', true],
    // The fall-back day (1 November 2026, UTC−5 from 02:00): 05:59 and 06:00 EST; 06:00 EDT would be 10:00Z.
    ['2026-11-01T10:59:00Z', true],
    ['2026-11-01T11:00:00Z', false],
    // That evening (EST): 21:59 and 22:00 local are 02:59Z and 03:00Z on 2 November.
    ['2026-11-02T02:59:00Z', false],
    ['2026-11-02T03:00:00Z', true],
  ])('should judge %s in Boston as night: %s', (at, isNight) => {
    expect(nightOf(at)).toBe(isNight)
  })

  it.each([
    // Abidjan keeps UTC all year: 22:00 local is 22:00Z.
    ['2026-06-15T21:59:00Z', false],
    ['2026-06-15T22:00:00Z', true],
  ])('should judge %s in Abidjan as night: %s', (at, isNight) => {
    expect(nightOf(at, ABJ)).toBe(isNight)
  })

  it.each([
    // Lagos is UTC+1: 22:00 local is 21:00Z.
    ['2026-06-15T20:59:00Z', false],
    ['2026-06-15T21:00:00Z', true],
  ])('should judge %s in Lagos as night: %s', (at, isNight) => {
    expect(nightOf(at, { lat: 6.5774, lng: 3.3212 })).toBe(isNight)
  })

  it('should add a night surcharge only at night', () => {
    const day = priced(ride({ at: new Date('2026-01-15T02:59:00Z') }))
    const night = priced(ride({ at: new Date('2026-01-15T03:00:00Z') }))
    expect([day.breakdown.night_surcharge, night.price - day.price > 0]).toEqual([0, true])
  })
})
