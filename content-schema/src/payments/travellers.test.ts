import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addMonths,
  contactEmailProblem,
  contactProblems,
  emptyTraveller,
  hasNoPassengerDetails,
  isPassportValidForTrip,
  lastTravelDateOf,
  passportNeededUntil,
  type TravellerInput,
  travellerProblems,
  travellersFormProblems,
} from './travellers.ts'
import { travellersFor } from './travellers-schema.ts'

const flight = { isPassportRequired: true, lastTravelDate: '2026-12-18', today: '2026-11-25' }
const stay = { ...flight, isPassportRequired: false }
const awa: TravellerInput = {
  title: 'ms',
  given_names: 'Awa Marie',
  surname: "N'Guessan-Koné",
  birth_date: '1990-04-12',
  nationality: 'CI',
  passport_number: 'ci 12345678',
  passport_expiry: '2027-06-18',
}
const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

describe('passport validity rule', () => {
  it('should ask for a passport valid until 6 months after the last day of the trip', () => {
    expect(passportNeededUntil('2026-12-18')).toBe('2027-06-18')
  })

  it('should clamp to the end of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
  })

  it('should accept an expiry on the day the rule asks for and refuse the day before', () => {
    expect(isPassportValidForTrip('2027-06-18', '2026-12-18')).toBe(true)
    expect(isPassportValidForTrip('2027-06-17', '2026-12-18')).toBe(false)
  })

  it('should refuse a date that does not exist', () => {
    expect(isPassportValidForTrip('2030-02-30', '2026-12-18')).toBe(false)
  })

  it('should hold for any trip: at least 181 days of validity after its last day, never more than 184', () => {
    fc.assert(
      fc.property(day, (last) => {
        const needed = Date.parse(passportNeededUntil(last)) - Date.parse(last)
        const days = needed / 86_400_000
        expect(days).toBeGreaterThanOrEqual(181)
        expect(days).toBeLessThanOrEqual(184)
        expect(isPassportValidForTrip(passportNeededUntil(last), last)).toBe(true)
      }),
    )
  })

  it('should accept every expiry later than a valid one and refuse every earlier one', () => {
    fc.assert(
      fc.property(day, day, (last, expiry) => {
        expect(isPassportValidForTrip(expiry, last)).toBe(expiry >= passportNeededUntil(last))
      }),
    )
  })
})

describe('traveller rules', () => {
  it('should accept a passenger as in the passport', () => {
    expect(travellerProblems(awa, flight)).toEqual({})
  })

  it('should require every passport field for a flight', () => {
    expect(travellerProblems(emptyTraveller(), flight)).toEqual({
      title: 'validation.travellerTitleRequired',
      given_names: 'validation.travellerNameRequired',
      surname: 'validation.travellerNameRequired',
      birth_date: 'validation.birthDateRequired',
      nationality: 'validation.nationalityRequired',
      passport_number: 'validation.passportNumberRequired',
      passport_expiry: 'validation.passportExpiryRequired',
    })
  })

  it('should leave passport fields optional for a hotel stay', () => {
    expect(
      travellerProblems({ ...emptyTraveller(), title: 'mr', given_names: 'Kofi', surname: 'Mensah' }, stay),
    ).toEqual({})
  })

  it('should refuse a passport that expires within 6 months of the return', () => {
    expect(travellerProblems({ ...awa, passport_expiry: '2027-05-01' }, flight)).toEqual({
      passport_expiry: 'validation.passportTooShort',
    })
  })

  it('should refuse a birth date in the future and an unknown nationality', () => {
    expect(travellerProblems({ ...awa, birth_date: '2030-01-01', nationality: 'XX' }, flight)).toEqual({
      birth_date: 'validation.birthDateInvalid',
      nationality: 'validation.nationalityRequired',
    })
  })

  it('should refuse digits in a name', () => {
    expect(travellerProblems({ ...awa, surname: 'K0né' }, flight)).toEqual({
      surname: 'validation.travellerNameInvalid',
    })
  })

  it('should require a contact address and a phone with enough digits', () => {
    expect(contactProblems({ email: '', phone: '+1 23' })).toEqual({
      contact_email: 'validation.emailRequired',
      contact_phone: 'validation.phoneInvalid',
    })
  })

  it('should key problems as the cms answers them', () => {
    const problems = travellersFormProblems(
      {
        travellers: [awa, { ...awa, surname: '' }],
        contact_email: 'a@b.co',
        contact_phone: '+225 07 00 00 00',
      },
      flight,
    )
    expect(problems).toEqual({ 'travellers.1.surname': 'validation.travellerNameRequired' })
  })

  it('should take an optional travellers step left empty, but check one started', () => {
    const blank = { travellers: [emptyTraveller()], contact_email: '', contact_phone: '' }
    expect(travellersFormProblems(blank, stay)).toEqual({})
    expect(
      Object.keys(travellersFormProblems({ ...blank, contact_phone: '+233 24 000 0000' }, stay)),
    ).toEqual(['travellers.0.title', 'travellers.0.given_names', 'travellers.0.surname', 'contact_email'])
    expect(Object.keys(travellersFormProblems(blank, flight))).toContain('travellers.0.passport_number')
  })

  it("should require a supplier's stay's guests and phone, but not their passports", () => {
    const blank = { travellers: [emptyTraveller()], contact_email: 'a@b.co', contact_phone: '' }
    expect(travellersFormProblems(blank, { ...stay, isRequired: true })).toEqual({
      'travellers.0.title': 'validation.travellerTitleRequired',
      'travellers.0.given_names': 'validation.travellerNameRequired',
      'travellers.0.surname': 'validation.travellerNameRequired',
      contact_phone: 'validation.phoneRequired',
    })
  })

  it('should take the last day of a round trip from its way back', () => {
    const leg = (arr: string) => ({ arr })
    expect(
      lastTravelDateOf({
        segments: [leg('2026-12-14T16:00:00+00:00')],
        return_segments: [leg('2026-12-19T06:00:00-05:00')],
      }),
    ).toBe('2026-12-19')
    expect(lastTravelDateOf({ segments: [leg('2026-12-15T06:10:00+00:00')], return_segments: [] })).toBe(
      '2026-12-15',
    )
  })
})

describe('travellers schema', () => {
  const contact = { contact_email: 'awa@example.com', contact_phone: '+225 07 00 00 00 00' }

  it('should normalize passport numbers and nationalities', () => {
    const parsed = travellersFor(1, flight).parse({ travellers: [{ ...awa, nationality: 'ci' }], ...contact })
    expect(parsed.travellers[0]).toMatchObject({ passport_number: 'CI12345678', nationality: 'CI' })
  })

  it('should refuse fewer travellers than the price covers', () => {
    const result = travellersFor(2, flight).safeParse({ travellers: [awa], ...contact })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['travellers', 'validation.travellersCount'],
    ])
  })

  it('should report each field by its path', () => {
    const result = travellersFor(1, flight).safeParse({
      travellers: [{ ...awa, passport_expiry: '2027-01-01' }],
      ...contact,
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'travellers.0.passport_expiry',
    ])
  })

  it('should refuse control characters before any rule', () => {
    const result = travellersFor(1, flight).safeParse({
      travellers: [{ ...awa, surname: 'Ko\u0000né' }],
      ...contact,
    })
    expect(result.error?.issues[0]?.message).toBe('validation.invalidCharacters')
  })
})

describe('an optional step whose contact email is the booking address', () => {
  const blank = { travellers: [emptyTraveller()], contact_email: '', contact_phone: '' }

  it('should count a form with only the contact email as giving no passenger', () => {
    expect(hasNoPassengerDetails({ ...blank, contact_email: 'awa@example.com' })).toBe(true)
  })

  it('should count a typed phone as passenger details', () => {
    expect(hasNoPassengerDetails({ ...blank, contact_phone: '+225 07 00 00 00 00' })).toBe(false)
  })

  it('should name an empty or malformed contact email', () => {
    expect([
      contactEmailProblem(' '),
      contactEmailProblem('awa@'),
      contactEmailProblem('awa@example.com'),
    ]).toEqual(['validation.emailRequired', 'validation.emailInvalid', undefined])
  })
})
