/**
 * Which fare a passenger's age gives (issue 18): IATA's passenger types, infant under 2, child 2 to
 * 11, adult 12 and over (IATA Passenger Glossary of Terms: an infant "has not reached his/her 2nd
 * birthday", a child "has reached his/her 2nd birthday but not his/her 12th"). The age counts on the
 * day the last flight leaves: the convention of the booking API this site sells through (Duffel,
 * offer requests: "the age of the passenger on the departure_date of the final slice"), so an infant
 * who turns 2 before the way home needs a seat, and is booked as a child. Pure, no zod.
 */

import { journeysOf } from '../flights/plain.ts'

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const
export type TPassengerType = (typeof PASSENGER_TYPES)[number]

/** The travellers a flight's price covers, as counted at search. */
export type TPassengerMix = { adults: number; children: number; infants: number }

/** The first birthday of each type beyond infancy: a child from 2, an adult from 12. */
export const PASSENGER_TYPE_FROM_AGE = { child: 2, adult: 12 } as const

/**
 * Whole years from `birthDate` to `day` (both YYYY-MM-DD). A 29 February birthday comes on 1 March
 * in other years (the day after 28 February), as most civil law counts it.
 */
export function ageOn(birthDate: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number]
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const hasHadBirthday = month > birthMonth || (month === birthMonth && date >= birthDay)
  return year - birthYear - (hasHadBirthday ? 0 : 1)
}

/** The passenger type of someone born on `birthDate`, on the day the last flight leaves. */
export function passengerTypeOn(birthDate: string, lastDepartureDate: string): TPassengerType {
  const age = ageOn(birthDate, lastDepartureDate)
  if (age >= PASSENGER_TYPE_FROM_AGE.adult) return 'adult'
  return age >= PASSENGER_TYPE_FROM_AGE.child ? 'child' : 'infant'
}

/** One type per passenger form, in the order the forms come: adults, then children, then infants. */
export const passengerTypesOf = (mix: TPassengerMix): TPassengerType[] => [
  ...Array<TPassengerType>(mix.adults).fill('adult'),
  ...Array<TPassengerType>(mix.children).fill('child'),
  ...Array<TPassengerType>(mix.infants).fill('infant'),
]

/** The message key when a birth date does not give the type the passenger was counted as. */
export const PASSENGER_TYPE_MISMATCH = {
  adult: 'validation.birthDateNotAdult',
  child: 'validation.birthDateNotChild',
  infant: 'validation.birthDateNotInfant',
} as const satisfies Record<TPassengerType, string>

/** The day the last flight leaves (YYYY-MM-DD, the departure airport's calendar): the last leg's, the way back's, else the outbound's. */
export function lastDepartureDateOf(itinerary: {
  segments: { dep: string }[]
  return_segments: { dep: string }[]
  legs?: { dep: string }[][]
}): string {
  const last = journeysOf(itinerary).at(-1)?.at(-1)
  return last ? last.dep.slice(0, 10) : ''
}
