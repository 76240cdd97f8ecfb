import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { keysUnder } from './messageGroups'

// Apart from PhoneField.tsx: the islands import the component, the pages' frontmatter the keys.
/** The picker's labels and every message its number can be refused with (composePhone's and the cms's). */
export const PHONE_FIELD_KEYS = [
  ...keysUnder('travellers.messages', 'phoneCountry phoneCountryChoose phone'),
  ...keysUnder('manage.messages', 'phoneInvalid phoneRequired phoneCountryRequired phoneNotNumber'),
  ...keysUnder('manage.messages', 'phoneTooShort phoneTooLong'),
] as const satisfies readonly UiKey[]
export type PhoneFieldKey = (typeof PHONE_FIELD_KEYS)[number]
