/**
 * The travellers of a booking (issue 18): one entry per passenger as in the passport, and who to
 * contact. Pure rules with no zod, so the browser form and the cms's schema (travellers-schema.ts)
 * check exactly the same thing.
 */
import { COUNTRY_CODES } from '../core/plain.ts'
import { journeysOf } from '../flights/plain.ts'
import { PASSENGER_TYPE_MISMATCH, passengerTypeOn, type TPassengerType } from './passengerAge.ts'

export const TRAVELLER_TITLES = ['mr', 'ms', 'mrs', 'mx'] as const
export type TTravellerTitle = (typeof TRAVELLER_TITLES)[number]

/** Airlines (and most West African entry rules) want a passport valid 6 months after the trip ends. */
export const PASSPORT_VALIDITY_MONTHS = 6

export const TRAVELLER_LIMITS = { name: 60, passport: 20, phone: 30, email: 254 } as const

/** One passenger as typed: every value a string, '' when left empty. */
export type TravellerInput = {
  title: string
  given_names: string
  surname: string
  birth_date: string
  nationality: string
  passport_number: string
  passport_expiry: string
}
export type TravellerField = keyof TravellerInput

export const TRAVELLER_FIELDS = [
  'title',
  'given_names',
  'surname',
  'birth_date',
  'nationality',
  'passport_number',
  'passport_expiry',
] as const satisfies readonly TravellerField[]

export const emptyTraveller = (): TravellerInput => ({
  title: '',
  given_names: '',
  surname: '',
  birth_date: '',
  nationality: '',
  passport_number: '',
  passport_expiry: '',
})

/** What the trip asks of its travellers: flights want passports valid long enough, stays and rides not. */
export type TravellerRules = {
  isPassportRequired: boolean
  /** The step must be filled even without passports: a supplier's stay books in its guests' names, with a phone. */
  isRequired?: boolean
  /** The trip's last day (YYYY-MM-DD): the return, else the outbound, on the arrival airport's calendar. */
  lastTravelDate: string
  /** Today (YYYY-MM-DD), for birth dates in the past. */
  today: string
  /**
   * A flight's passengers as counted at search, one type per form in order, and the day its last
   * flight leaves: each birth date must give its type on that day (passengerAge.ts). Absent: any age.
   */
  passengerTypes?: readonly TPassengerType[]
  lastDepartureDate?: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
// Names as printed in a passport's visual zone: letters of any script, spaces, hyphens, apostrophes, dots.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u
const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/
const PHONE = /^\+?[0-9 ().-]{7,30}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const isRealDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The day `months` calendar months after `isoDate`, clamped to the month's end (31 Aug + 6 → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}

/** The first expiry date a passport may have for a trip ending on `lastTravelDate`. */
export const passportNeededUntil = (lastTravelDate: string): string =>
  addMonths(lastTravelDate, PASSPORT_VALIDITY_MONTHS)

/** The airline rule: the passport is still valid 6 months after the trip's last day. */
export const isPassportValidForTrip = (expiry: string, lastTravelDate: string): boolean =>
  isRealDate(expiry) && expiry >= passportNeededUntil(lastTravelDate)

/** A passport number as airlines take it: upper case, no spaces. */
export const normalizePassportNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase()

/** Each field's problem as a dictionary key; empty when the passenger can be booked. */
export function travellerProblems(
  traveller: TravellerInput,
  rules: TravellerRules,
): Partial<Record<TravellerField, string>> {
  const problems: Partial<Record<TravellerField, string>> = {}
  const name = (field: 'given_names' | 'surname') => {
    const value = traveller[field].trim()
    if (value === '') problems[field] = 'validation.travellerNameRequired'
    else if (value.length > TRAVELLER_LIMITS.name || !NAME.test(value))
      problems[field] = 'validation.travellerNameInvalid'
  }
  if (!(TRAVELLER_TITLES as readonly string[]).includes(traveller.title))
    problems.title = 'validation.travellerTitleRequired'
  name('given_names')
  name('surname')

  const birth = traveller.birth_date.trim()
  if (birth === '') {
    if (rules.isPassportRequired) problems.birth_date = 'validation.birthDateRequired'
  } else if (!isRealDate(birth) || birth > rules.today || birth < addMonths(rules.today, -12 * 120))
    problems.birth_date = 'validation.birthDateInvalid'

  const nationality = traveller.nationality.trim().toUpperCase()
  if (nationality === '') {
    if (rules.isPassportRequired) problems.nationality = 'validation.nationalityRequired'
  } else if (!(COUNTRY_CODES as readonly string[]).includes(nationality))
    problems.nationality = 'validation.nationalityRequired'

  const number = normalizePassportNumber(traveller.passport_number)
  if (number === '') {
    if (rules.isPassportRequired) problems.passport_number = 'validation.passportNumberRequired'
  } else if (!PASSPORT_NUMBER.test(number)) problems.passport_number = 'validation.passportNumberInvalid'

  const expiry = traveller.passport_expiry.trim()
  if (expiry === '') {
    if (rules.isPassportRequired) problems.passport_expiry = 'validation.passportExpiryRequired'
  } else if (!isRealDate(expiry)) problems.passport_expiry = 'validation.dateInvalid'
  else if (!isPassportValidForTrip(expiry, rules.lastTravelDate))
    problems.passport_expiry = 'validation.passportTooShort'
  return problems
}

/** The contact address's problem as a dictionary key, if any. */
export function contactEmailProblem(value: string): string | undefined {
  const email = value.trim()
  if (email === '') return 'validation.emailRequired'
  return email.length > TRAVELLER_LIMITS.email || !EMAIL.test(email) ? 'validation.emailInvalid' : undefined
}

/** The contact of a booking: an address for the itinerary and a phone for the day of travel. */
export function contactProblems(contact: { email: string; phone: string }): {
  contact_email?: string
  contact_phone?: string
} {
  const emailProblem = contactEmailProblem(contact.email)
  const phone = contact.phone.trim()
  return {
    ...(emailProblem ? { contact_email: emailProblem } : {}),
    ...(phone === ''
      ? { contact_phone: 'validation.phoneRequired' }
      : !PHONE.test(phone) || phone.replace(/\D/g, '').length < 7
        ? { contact_phone: 'validation.phoneInvalid' }
        : {}),
  }
}

type TravellersForm = { travellers: readonly TravellerInput[]; contact_email: string; contact_phone: string }

/** Nothing typed at all: an optional travellers step (a stay) left empty sends nothing. */
export const isBlankTravellersForm = (form: TravellersForm): boolean =>
  [
    form.contact_email,
    form.contact_phone,
    ...form.travellers.flatMap((traveller) => Object.values(traveller)),
  ].every((value) => value.trim() === '')

/**
 * No passenger and no phone typed, whatever the contact address holds: an optional step (a stay)
 * whose single email field is only the booking's address (prefilled when signed in) sends no travellers.
 */
export const hasNoPassengerDetails = (form: TravellersForm): boolean =>
  isBlankTravellersForm({ ...form, contact_email: '' })

/**
 * Every problem of a travellers form, keyed as the cms answers them ("travellers.0.surname",
 * "contact_phone"), so one map serves the browser's check and the cms's refusal.
 */
export function travellersFormProblems(form: TravellersForm, rules: TravellerRules): Record<string, string> {
  if (!rules.isPassportRequired && !rules.isRequired && isBlankTravellersForm(form)) return {}
  const problems: Record<string, string> = {}
  form.travellers.forEach((traveller, index) => {
    const found = travellerProblems(traveller, rules)
    const type = rules.passengerTypes?.[index]
    const birth = traveller.birth_date.trim()
    if (!found.birth_date && birth && type && rules.lastDepartureDate)
      if (passengerTypeOn(birth, rules.lastDepartureDate) !== type)
        found.birth_date = PASSENGER_TYPE_MISMATCH[type]
    for (const [field, key] of Object.entries(found)) problems[`travellers.${index}.${field}`] = key
  })
  return { ...problems, ...contactProblems({ email: form.contact_email, phone: form.contact_phone }) }
}

/** The trip's last day from an itinerary's journeys: the last leg's arrival (multi-city), the way back's, else the outbound's. */
export function lastTravelDateOf(itinerary: {
  segments: { arr: string }[]
  return_segments: { arr: string }[]
  legs?: { arr: string }[][]
}): string {
  const last = journeysOf(itinerary).at(-1)?.at(-1)
  return last ? last.arr.slice(0, 10) : ''
}
