import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { keysUnder } from '../../lib/forms/messageGroups'

/**
 * The strings MessagesFields shows (its labels and the phone's refusals): each island that carries the
 * component lists them (the travellers step's TRAVELLERS_KEYS, the taxi form's TAXI_BOOKING_KEYS).
 */
export const MESSAGES_FIELDS_KEYS = [
  ...keysUnder('travellers.messages', 'legend hint phone whatsapp sms'),
  ...keysUnder('manage.messages', 'phoneInvalid phoneRequired'),
] as const satisfies readonly UiKey[]
export type MessagesFieldsKey = (typeof MESSAGES_FIELDS_KEYS)[number]
