import type { TFlightDatePricesResponse } from '@nexovia/content-schema'
import { CURRENCIES, PROVIDER_STATUSES } from '@nexovia/content-schema/core/enums'
import { isCount, isObject, isOneOf, isString } from '../../lib/api/answerShapes'

// Read by hand like the other flight answers (readFlightAnswers.ts): zod would cost /flights its JS budget.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: unknown): value is string => isString(value) && ISO_DAY.test(value)

const isStripDay = (value: unknown) =>
  isObject(value) &&
  Number.isInteger(value.offset) &&
  isDay(value.departDate) &&
  (value.returnDate === null || isDay(value.returnDate)) &&
  (value.price_total === null || isCount(value.price_total))

/** The date strip's answer, or null when it is not one. */
export function readDatePrices(body: unknown): TFlightDatePricesResponse | null {
  if (!isObject(body)) return null
  const isValid =
    Array.isArray(body.days) &&
    body.days.every(isStripDay) &&
    isOneOf(CURRENCIES, body.currency) &&
    isOneOf(PROVIDER_STATUSES, body.provider_status)
  return isValid ? (body as TFlightDatePricesResponse) : null
}
