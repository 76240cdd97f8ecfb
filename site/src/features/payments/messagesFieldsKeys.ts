import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { keysUnder } from '../../lib/forms/messageGroups'
import { PHONE_FIELD_KEYS } from '../../lib/forms/phoneFieldKeys'

/**
 * The strings MessagesFields shows (its labels and the phone's refusals): each island that carries the
 * component lists them (the travellers step's TRAVELLERS_KEYS, the taxi form's TAXI_BOOKING_KEYS).
 */
export const MESSAGES_FIELDS_KEYS = [
  ...keysUnder('travellers.messages', 'legend hint whatsapp sms'),
  ...PHONE_FIELD_KEYS,
] as const satisfies readonly UiKey[]
export type MessagesFieldsKey = (typeof MESSAGES_FIELDS_KEYS)[number]
