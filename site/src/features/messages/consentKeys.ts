import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { keysUnder } from '../../lib/forms/messageGroups'
import { PHONE_FIELD_KEYS } from '../../lib/forms/phoneFieldKeys'

/** The strings of a consent form (the account's, a guest's booking's). */
export const CONSENT_KEYS = [
  ...PHONE_FIELD_KEYS,
  ...keysUnder('travellers.messages', 'legend hint whatsapp sms save saved'),
  ...keysUnder('errors', 'invalidInput updateFailed'),
] as const satisfies readonly UiKey[]
export type ConsentKey = (typeof CONSENT_KEYS)[number]
