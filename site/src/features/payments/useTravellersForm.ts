import {
  contactEmailProblem,
  hasNoPassengerDetails,
  TRAVELLER_FIELDS,
  type TravellerField,
  type TravellerInput,
  type TravellerRules,
  travellersFormProblems,
} from '@nexovia/content-schema/payments/travellers'
import { useEffect } from 'react'
import { useForm } from '../../lib/forms/useForm'
import { MESSAGE_INITIAL, messagesProblems } from './messagesConsent'
import type { PackagePaymentMessages } from './paymentMessages'

/** What the page knows of the trip for its travellers step (from the server's own itinerary). */
export type TravellersSetup = TravellerRules & {
  /** Passengers the price covers: one form each. */
  count: number
  /** The first passport expiry the airline rule accepts, written in the page's language. */
  passportNeededUntilText: string
}

/** The name of a passenger's field, as the cms names it in its field errors ("travellers.0.surname"). */
export const travellerFieldName = (index: number, field: TravellerField) => `travellers.${index}.${field}`

type Values = Record<string, string>

/** The flat form values as the checkout request's travellers and contact. */
export function travellersRequest(values: Values, count: number) {
  const travellers = Array.from(
    { length: count },
    (_, index) =>
      Object.fromEntries(
        TRAVELLER_FIELDS.map((field) => [field, values[travellerFieldName(index, field)] ?? '']),
      ) as TravellerInput,
  )
  return { travellers, contact_email: values.contact_email ?? '', contact_phone: values.contact_phone ?? '' }
}

/**
 * The travellers step: one flat form (fields named as the cms's errors name them, so what it
 * refuses shows under the right field), checked with content-schema's pure rules before paying.
 */
export function useTravellersForm(
  setup: TravellersSetup,
  messages: PackagePaymentMessages,
  /** Its contact email is the booking's only address (signed out): required even when no passenger is given. */
  isContactEmailRequired = false,
) {
  const initial: Values = { contact_email: '', contact_phone: '', ...MESSAGE_INITIAL }
  for (let index = 0; index < setup.count; index++)
    for (const field of TRAVELLER_FIELDS) initial[travellerFieldName(index, field)] = ''
  return useForm({
    initial,
    messages,
    fallback: 'travellers.fixErrors',
    rules: (values) => {
      const form = travellersRequest(values, setup.count)
      const phoneProblems = messagesProblems(values)
      if (setup.isPassportRequired || setup.isRequired || !hasNoPassengerDetails(form))
        return { ...travellersFormProblems(form, setup), ...phoneProblems }
      const emailProblem = isContactEmailRequired ? contactEmailProblem(form.contact_email) : undefined
      return emailProblem ? { contact_email: emailProblem, ...phoneProblems } : phoneProblems
    },
  })
}

/**
 * Fills the contact email with a signed-in traveller's own address once the page learns it, unless
 * something was typed there already (nothing typed is lost).
 */
export function usePrefilledContactEmail(form: TravellersForm, email: string) {
  const { setValues } = form
  useEffect(() => {
    if (email)
      setValues((current) => (current.contact_email ? current : { ...current, contact_email: email }))
  }, [email, setValues])
}

export type TravellersForm = ReturnType<typeof useTravellersForm>
