import type { TMessageConsentAnswer } from '@nexovia/content-schema/payments/message-answers'
import { composePhone, splitPhone } from '@nexovia/content-schema/payments/phone-number'
import type { Messages } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { FieldErrors } from '../../lib/forms/validate'
import type { ConsentKey } from './consentKeys'

const loadSchema = () =>
  import('@nexovia/content-schema/payments/message-consent').then((module) => module.ZMessageConsent)

type ConsentValues = { phoneCountry: string; phone: string; whatsapp: boolean; sms: boolean }

const composed = (values: ConsentValues) =>
  composePhone({ country: values.phoneCountry, national: values.phone })

/** The picker's refusals (in the page's language by key): a channel needs a number, whole. */
function consentProblems(values: ConsentValues): FieldErrors {
  const number = composed(values)
  if ('problem' in number) return { phone: number.problem }
  return (values.whatsapp || values.sms) && !number.phone ? { phone: 'manage.messages.phoneRequired' } : {}
}

/**
 * A form over the phone channels as stored (the account's, a booking's): the number shown split into
 * its calling code (`country` where the number does not tell) and national number, and sent composed
 * in E.164, checked by the same schema as the cms's.
 */
export function useConsentForm({
  consent,
  country = '',
  messages,
}: {
  consent: TMessageConsentAnswer
  /** The traveller's country where the page knows it: the calling code offered for a new number. */
  country?: string | null
  messages: Messages<ConsentKey>
}) {
  const parts = splitPhone(consent.phone, country ?? '')
  const form = useForm({
    initial: {
      phoneCountry: parts.country || (country ?? ''),
      phone: parts.national,
      whatsapp: consent.whatsapp,
      sms: consent.sms,
    },
    schema: loadSchema,
    rules: consentProblems,
    messages,
    fallback: 'errors.invalidInput',
  })
  const number = composed(form.values)
  /** The values to send: the number in E.164 (as typed when it cannot be, for the schema to refuse). */
  const extra = { phone: 'phone' in number ? number.phone : form.values.phone }
  return { ...form, extra }
}

export type ConsentForm = ReturnType<typeof useConsentForm>
