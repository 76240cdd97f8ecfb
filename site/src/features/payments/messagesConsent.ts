import { toE164 } from '@nexovia/content-schema/core'

/** The travellers step's names for the phone channels, as the cms names their errors ("messages.phone"). */
export const MESSAGE_FIELDS = {
  phone: 'messages.phone',
  whatsapp: 'messages.whatsapp',
  sms: 'messages.sms',
} as const

type Values = Record<string, string>

export const MESSAGE_INITIAL: Values = {
  [MESSAGE_FIELDS.phone]: '',
  [MESSAGE_FIELDS.whatsapp]: '',
  [MESSAGE_FIELDS.sms]: '',
}

const isChecked = (values: Values, name: string) => values[name] === 'true'

/** The checkout request's `messages`, only when a channel is chosen (none chosen: nothing is sent). */
export function messagesRequest(values: Values) {
  const whatsapp = isChecked(values, MESSAGE_FIELDS.whatsapp)
  const sms = isChecked(values, MESSAGE_FIELDS.sms)
  if (!whatsapp && !sms) return {}
  return { messages: { phone: values[MESSAGE_FIELDS.phone] ?? '', whatsapp, sms } }
}

/** The same checks as the cms's schema, before paying: a channel needs a number with its country code. */
export function messagesProblems(values: Values): Record<string, string> {
  const { messages } = messagesRequest(values)
  if (!messages) return {}
  if (messages.phone.trim() === '') return { [MESSAGE_FIELDS.phone]: 'manage.messages.phoneRequired' }
  return toE164(messages.phone) ? {} : { [MESSAGE_FIELDS.phone]: 'manage.messages.phoneInvalid' }
}
