import { composePhone } from '@nexovia/content-schema/payments/phone-number'

/**
 * The travellers step's names for the phone channels, as the cms names their errors ("messages.phone"):
 * the calling code's country and the national number as typed (composed into E.164 when sent).
 */
export const MESSAGE_FIELDS = {
  phoneCountry: 'messages.phoneCountry',
  phone: 'messages.phone',
  whatsapp: 'messages.whatsapp',
  sms: 'messages.sms',
} as const

type Values = Record<string, string>

export const MESSAGE_INITIAL: Values = {
  [MESSAGE_FIELDS.phoneCountry]: '',
  [MESSAGE_FIELDS.phone]: '',
  [MESSAGE_FIELDS.whatsapp]: '',
  [MESSAGE_FIELDS.sms]: '',
}

// The first passenger's nationality, on the flights' and hotels' travellers step (useTravellersForm).
const FIRST_NATIONALITY = 'travellers.0.nationality'

/** The calling code's country: the one chosen, else the first passenger's nationality, else `fallback`. */
export const phoneCountryOf = (values: Values, fallback = '') =>
  values[MESSAGE_FIELDS.phoneCountry] || values[FIRST_NATIONALITY]?.toUpperCase() || fallback

const isChecked = (values: Values, name: string) => values[name] === 'true'

const composed = (values: Values, fallbackCountry?: string) =>
  composePhone({
    country: phoneCountryOf(values, fallbackCountry),
    national: values[MESSAGE_FIELDS.phone] ?? '',
  })

/**
 * The checkout request's `messages`, only when a channel is chosen (none chosen: nothing is sent); the
 * number in E.164 (as typed when it cannot be composed: the cms then refuses it under the field).
 */
export function messagesRequest(values: Values, fallbackCountry?: string) {
  const whatsapp = isChecked(values, MESSAGE_FIELDS.whatsapp)
  const sms = isChecked(values, MESSAGE_FIELDS.sms)
  if (!whatsapp && !sms) return {}
  const number = composed(values, fallbackCountry)
  const phone = 'phone' in number ? number.phone : (values[MESSAGE_FIELDS.phone] ?? '')
  return { messages: { phone, whatsapp, sms } }
}

/** Before paying, what the cms would refuse: a channel needs a number, whole and with its country code. */
export function messagesProblems(values: Values, fallbackCountry?: string): Record<string, string> {
  if (!isChecked(values, MESSAGE_FIELDS.whatsapp) && !isChecked(values, MESSAGE_FIELDS.sms)) return {}
  const number = composed(values, fallbackCountry)
  if ('problem' in number) return { [MESSAGE_FIELDS.phone]: number.problem }
  return number.phone ? {} : { [MESSAGE_FIELDS.phone]: 'manage.messages.phoneRequired' }
}
