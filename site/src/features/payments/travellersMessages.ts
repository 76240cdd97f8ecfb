import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { keysUnder } from '../../lib/forms/messageGroups'
import { PHONE_FIELD_KEYS } from '../../lib/forms/phoneFieldKeys'

/** The strings of the travellers step on /payment (issue 18), field messages included. */
export const TRAVELLERS_KEYS = [
  ...keysUnder('travellers', 'title intro introOptional passenger passengerOfType required passportHint'),
  ...keysUnder('travellers', 'contact fixErrors'),
  ...keysUnder('travellers.type', 'adult child infant'),
  ...keysUnder('travellers.field', 'title titleChoose givenNames surname birthDate nationality'),
  ...keysUnder('travellers.field', 'nationalityChoose passportNumber passportExpiry contactEmail'),
  ...keysUnder('travellers.field', 'contactPhone'),
  ...keysUnder('travellers.messages', 'legend hint whatsapp sms'),
  ...PHONE_FIELD_KEYS,
  ...keysUnder('travellers.titles', 'mr ms mrs mx'),
  ...keysUnder('validation', 'travellerTitleRequired travellerNameRequired travellerNameInvalid'),
  ...keysUnder('validation', 'birthDateRequired birthDateInvalid birthDateNotAdult birthDateNotChild'),
  ...keysUnder('validation', 'birthDateNotInfant nationalityRequired passportNumberRequired'),
  ...keysUnder('validation', 'passportNumberInvalid passportExpiryRequired passportTooShort'),
  ...keysUnder('validation', 'phoneRequired phoneInvalid travellersCount invalidCharacters'),
] as const satisfies readonly UiKey[]
