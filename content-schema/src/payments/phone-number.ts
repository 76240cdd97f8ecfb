import { CALLING_CODES, countryOfDigits } from '../core/calling-codes.ts'
import { isE164 } from './message-events.ts'

/** What a calling-code picker's number can be refused for (UI keys, en and fr). */
export type PhoneProblem =
  | 'manage.messages.phoneCountryRequired'
  | 'manage.messages.phoneNotNumber'
  | 'manage.messages.phoneTooShort'
  | 'manage.messages.phoneTooLong'
  | 'manage.messages.phoneInvalid'

/** The picker's two parts: the country (ISO code, its calling code implied) and the number as typed. */
export type PhoneParts = { country: string; national: string }

/** The national number's length where it is known (the corridor); elsewhere E.164's 8–15 digits in all. */
const NATIONAL_LENGTHS: Readonly<Record<string, readonly [number, number]>> = {
  '1': [10, 10],
  GH: [9, 9],
  NG: [8, 10],
  CI: [10, 10],
  SN: [9, 9],
}

/** Where a leading 0 is part of the number, not a trunk prefix dropped abroad (Côte d'Ivoire since 2021, Italy). */
const KEEPS_LEADING_ZERO = new Set(['CI', 'IT', 'VA', 'SM'])

// Spaces, dashes, dots, brackets and slashes are how people group digits; anything else is not a number.
const TYPED_NUMBER = /^\+?[\d\s().\-/]+$/

const lengthsOf = (country: string, code: string) =>
  NATIONAL_LENGTHS[code] ?? NATIONAL_LENGTHS[country] ?? [8 - code.length, 15 - code.length]

/** The national digits as dialled abroad: a trunk 0 dropped ("020…" in Ghana), a US "1" before the area code. */
function withoutTrunkPrefix(country: string, code: string, digits: string): string {
  if (code === '1' && digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  if (digits.startsWith('0') && !KEEPS_LEADING_ZERO.has(country)) return digits.slice(1)
  return digits
}

/**
 * The picker's country and typed number in E.164 ("GH" + "020 123 4567" → "+233201234567"), or why
 * not. Nothing typed is "" (whether a number is needed is the form's rule). A number typed with its
 * "+" or "00" prefix is read as it is, whatever the picker says.
 */
export function composePhone({
  country,
  national,
}: PhoneParts): { phone: string } | { problem: PhoneProblem } {
  const typed = national.trim()
  if (typed === '') return { phone: '' }
  if (!TYPED_NUMBER.test(typed)) return { problem: 'manage.messages.phoneNotNumber' }
  const digits = typed.replace(/\D/g, '')
  const isInternational = typed.startsWith('+') || digits.startsWith('00')
  const international = isInternational ? digits.replace(/^00/, '') : ''
  const found = isInternational ? countryOfDigits(international, country) : null
  if (isInternational && !found) return { problem: 'manage.messages.phoneInvalid' }
  const chosen = found?.country ?? country
  const code = found?.code ?? CALLING_CODES.get(chosen)
  if (!code) return { problem: 'manage.messages.phoneCountryRequired' }
  const local = withoutTrunkPrefix(chosen, code, found ? international.slice(code.length) : digits)
  const [shortest, longest] = lengthsOf(chosen, code)
  if (local.length < shortest) return { problem: 'manage.messages.phoneTooShort' }
  if (local.length > longest) return { problem: 'manage.messages.phoneTooLong' }
  const phone = `+${code}${local}`
  return isE164(phone) ? { phone } : { problem: 'manage.messages.phoneInvalid' }
}

/**
 * A stored E.164 number back as the picker's parts ("+233201234567" → GH, "201234567"); `hint` (the
 * traveller's country) picks among countries sharing a code. A number that is not E.164 is kept as it is.
 */
export function splitPhone(phone: string, hint = ''): PhoneParts {
  const found = isE164(phone) ? countryOfDigits(phone.slice(1), hint) : null
  return found
    ? { country: found.country, national: phone.slice(1 + found.code.length) }
    : { country: hint, national: phone }
}
