import { z } from 'zod'
import { hasNoControlCharacters, msg } from '../core/primitives.ts'
import { PACKAGE_LIMITS } from './constants.ts'
import {
  normalizePassportNumber,
  TRAVELLER_LIMITS,
  type TravellerInput,
  type TravellerRules,
  travellersFormProblems,
} from './travellers.ts'

/** A typed value: text without control characters, '' when absent, bounded before any rule runs. */
const text = (max: number) =>
  z
    .string(msg('validation.invalidText'))
    .max(max, msg('validation.tooLong'))
    .refine(hasNoControlCharacters, msg('validation.invalidCharacters'))
    .transform((value) => value.trim())
const typed = (max: number) => text(max).default('')

/** One passenger as the browser sends it (the rules of travellers.ts run on top, with the trip's dates). */
export const ZTravellerInput = z.object({
  title: typed(10),
  given_names: typed(TRAVELLER_LIMITS.name * 2),
  surname: typed(TRAVELLER_LIMITS.name * 2),
  birth_date: typed(10),
  nationality: typed(2),
  passport_number: typed(TRAVELLER_LIMITS.passport * 2),
  passport_expiry: typed(10),
}) satisfies z.ZodType<TravellerInput, unknown>

/** The travellers step's part of a checkout request: one entry per passenger, and the contact. */
export const travellersRequestShape = {
  travellers: z
    .array(ZTravellerInput)
    .max(PACKAGE_LIMITS.passengers.max + 3)
    .optional(),
  contact_email: text(TRAVELLER_LIMITS.email).optional(),
  contact_phone: text(TRAVELLER_LIMITS.phone).optional(),
}

/** The travellers of a booking as the cms stores them (passport numbers normalized). */
export type TBookingTravellers = {
  travellers: TravellerInput[]
  contact_email: string
  contact_phone: string
}

/**
 * The travellers of a checkout checked against the trip: exactly `count` of them, each by
 * travellers.ts's rules. Field errors are keyed as the browser form keys them ("travellers.1.surname").
 */
export const travellersFor = (count: number, rules: TravellerRules) =>
  z
    .object({
      travellers: z.array(ZTravellerInput).default([]),
      contact_email: z.string().default(''),
      contact_phone: z.string().default(''),
    })
    .superRefine((form, context) => {
      if (form.travellers.length !== count) {
        context.addIssue({ code: 'custom', path: ['travellers'], message: 'validation.travellersCount' })
        return
      }
      for (const [field, key] of Object.entries(travellersFormProblems(form, rules)))
        context.addIssue({ code: 'custom', path: field.split('.'), message: key })
    })
    .transform(
      (form): TBookingTravellers => ({
        ...form,
        travellers: form.travellers.map((traveller) => ({
          ...traveller,
          nationality: traveller.nationality.toUpperCase(),
          passport_number: normalizePassportNumber(traveller.passport_number),
        })),
      }),
    )
