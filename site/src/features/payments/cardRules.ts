/**
 * The card form's own checks on the built-in test checkout. They only spare the traveller a round
 * trip for a typo: the cms decides what a card does (success, declined, insufficient funds).
 */

/** The digits of a card number as typed (spaces, dashes and anything else dropped), at most 19. */
export const cardDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 19)

/** A card number in groups of four, as printed on the card: "4242 4242 4242 4242". */
export const formatCardNumber = (typed: string): string =>
  cardDigits(typed)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .trim()

/** The Luhn checksum every card number carries (ISO/IEC 7812): catches a mistyped digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    const fromRight = digits.length - 1 - index
    let digit = Number(digits[index])
    if (fromRight % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** An expiry as typed, shaped "MM/YY" while typing (the slash comes by itself). */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** The month and four-digit year of an "MM/YY" expiry, or null when it is not one. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(typed.trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** A card is good through the last day of its expiry month. */
export function isExpiryValid(typed: string, now: Date): boolean {
  const expiry = parseExpiry(typed)
  if (!expiry) return false
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  return expiry.year * 12 + (expiry.month - 1) >= currentMonth
}

/** Three digits, or four (American Express). */
export const isCvcValid = (typed: string): boolean => /^\d{3,4}$/.test(typed.trim())

export type CardForm = { number: string; expiry: string; cvc: string; name: string }
export type CardField = keyof CardForm
export type CardProblem =
  | 'payments.card.invalidNumber'
  | 'payments.card.invalidExpiry'
  | 'payments.card.invalidCvc'
  | 'validation.required'

/** Each field's problem, if any (an empty object when the form can be sent). */
export function cardProblems(form: CardForm, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {}
  if (!isLuhnValid(cardDigits(form.number))) problems.number = 'payments.card.invalidNumber'
  if (!isExpiryValid(form.expiry, now)) problems.expiry = 'payments.card.invalidExpiry'
  if (!isCvcValid(form.cvc)) problems.cvc = 'payments.card.invalidCvc'
  if (form.name.trim() === '') problems.name = 'validation.required'
  return problems
}
