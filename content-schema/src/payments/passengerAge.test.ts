import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ageOn, lastDepartureDateOf, passengerTypeOn, passengerTypesOf } from './passengerAge.ts'
import { type TravellerInput, travellersFormProblems } from './travellers.ts'
import { travellersFor } from './travellers-schema.ts'

describe('age on a day', () => {
  it('should count a year only from the birthday itself', () => {
    expect([ageOn('2014-12-14', '2026-12-13'), ageOn('2014-12-14', '2026-12-14')]).toEqual([11, 12])
  })

  it('should count a 29 February birthday from 1 March in other years', () => {
    expect([ageOn('2024-02-29', '2026-02-28'), ageOn('2024-02-29', '2026-03-01')]).toEqual([1, 2])
  })

  it('should count a 29 February birthday on the day itself in a leap year', () => {
    expect([ageOn('2024-02-29', '2028-02-28'), ageOn('2024-02-29', '2028-02-29')]).toEqual([3, 4])
  })

  it('should be zero on the day of birth', () => {
    expect(ageOn('2026-12-14', '2026-12-14')).toBe(0)
  })

  it('should grow by exactly one a year later, whatever the day', () => {
    const day = fc
      .date({
        min: new Date('1930-01-01T00:00:00Z'),
        max: new Date('2090-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10))
    fc.assert(
      fc.property(day, day, (birth, on) => {
        const nextYear = `${Number(on.slice(0, 4)) + 1}${on.slice(4)}`
        fc.pre(on >= birth && !on.endsWith('02-29'))
        expect(ageOn(birth, nextYear)).toBe(ageOn(birth, on) + 1)
      }),
    )
  })
})

describe('passenger type on the day of the last flight', () => {
  it('should make an infant of a passenger the day before their 2nd birthday', () => {
    expect(passengerTypeOn('2024-12-15', '2026-12-14')).toBe('infant')
  })

  it('should make a child of a passenger on their 2nd birthday', () => {
    expect(passengerTypeOn('2024-12-14', '2026-12-14')).toBe('child')
  })

  it('should make a child of a passenger the day before their 12th birthday', () => {
    expect(passengerTypeOn('2014-12-15', '2026-12-14')).toBe('child')
  })

  it('should make an adult of a passenger on their 12th birthday', () => {
    expect(passengerTypeOn('2014-12-14', '2026-12-14')).toBe('adult')
  })

  it('should keep a baby born on 29 February 2024 an infant on 28 February 2026', () => {
    expect([
      passengerTypeOn('2024-02-29', '2026-02-28'),
      passengerTypeOn('2024-02-29', '2026-03-01'),
    ]).toEqual(['infant', 'child'])
  })

  it("should take the way back's departure day as the last flight's", () => {
    const itinerary = {
      segments: [{ dep: '2026-12-14T22:30:00-05:00' }],
      return_segments: [{ dep: '2027-01-02T08:00:00+00:00' }, { dep: '2027-01-03T09:00:00+01:00' }],
    }
    expect([
      lastDepartureDateOf(itinerary),
      lastDepartureDateOf({ ...itinerary, return_segments: [] }),
    ]).toEqual(['2027-01-03', '2026-12-14'])
  })

  it('should give the forms their types in order: adults, children, then infants', () => {
    expect(passengerTypesOf({ adults: 2, children: 1, infants: 1 })).toEqual([
      'adult',
      'adult',
      'child',
      'infant',
    ])
  })
})

const passenger = (birth_date: string): TravellerInput => ({
  title: 'ms',
  given_names: 'Awa',
  surname: 'Koné',
  birth_date,
  nationality: 'CI',
  passport_number: 'CI1234567',
  passport_expiry: '2030-01-01',
})
const family = {
  travellers: [passenger('1990-04-12'), passenger('2018-06-01'), passenger('2025-07-01')],
  contact_email: 'awa@example.com',
  contact_phone: '+225 07 00 00 00 00',
}
const rules = {
  isPassportRequired: true,
  lastTravelDate: '2027-01-03',
  today: '2026-11-25',
  passengerTypes: ['adult', 'child', 'infant'] as const,
  lastDepartureDate: '2027-01-03',
}

describe('birth dates of a travellers form against the search', () => {
  it('should accept an adult, a child and an infant of the right ages', () => {
    expect(travellersFormProblems(family, rules)).toEqual({})
  })

  it("should name the child's birth date when the child is 12 on the last flight", () => {
    const older = {
      ...family,
      travellers: [family.travellers[0]!, passenger('2014-12-31'), family.travellers[2]!],
    }
    expect(travellersFormProblems(older, rules)).toEqual({
      'travellers.1.birth_date': 'validation.birthDateNotChild',
    })
  })

  it('should refuse an infant who turns 2 before the way back', () => {
    const turnsTwo = {
      ...family,
      travellers: [family.travellers[0]!, family.travellers[1]!, passenger('2025-01-02')],
    }
    expect(travellersFormProblems(turnsTwo, rules)).toEqual({
      'travellers.2.birth_date': 'validation.birthDateNotInfant',
    })
  })

  it('should refuse an adult born 11 years before the trip', () => {
    const young = {
      ...family,
      travellers: [passenger('2015-06-01'), family.travellers[1]!, family.travellers[2]!],
    }
    expect(travellersFormProblems(young, rules)).toEqual({
      'travellers.0.birth_date': 'validation.birthDateNotAdult',
    })
  })

  it('should refuse it on the server too, keyed as the form keys it', () => {
    const young = {
      ...family,
      travellers: [passenger('2015-06-01'), family.travellers[1]!, family.travellers[2]!],
    }
    const parsed = travellersFor(3, rules).safeParse(young)
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['travellers.0.birth_date', 'validation.birthDateNotAdult'],
    ])
  })
})
