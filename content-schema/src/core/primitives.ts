import { z } from 'zod'
import type { UiKey } from '../i18n/keys.ts'
import { isCountryCode } from './countries.ts'
import { hasNoControlCharacters, isSingleLine } from './text-rules.ts'

/** A validation message: always a dictionary key, rendered in the page's language. */
export const msg = (key: UiKey): { error: UiKey } => ({ error: key })

import { MAX_DOC_ID } from './doc-id-limit.ts'

export { MAX_DOC_ID }

/** A document id (serial number in Postgres, string elsewhere); `key` is the message when it is missing or bad. */
export const docId = (key: UiKey = 'validation.invalidId') =>
  z.union(
    [
      z.number(msg(key)).int(msg(key)).positive(msg(key)).max(MAX_DOC_ID, msg(key)),
      z
        .string(msg(key))
        .trim()
        .min(1, msg(key))
        .max(64, msg(key))
        // A numeric id past the column's integer type would reach Postgres as an error, not a miss.
        .refine((id) => !/^\d+$/.test(id) || Number(id) <= MAX_DOC_ID, msg(key)),
    ],
    msg(key),
  )
export const ZDocId = docId()
export type TDocId = z.infer<typeof ZDocId>

const RECORD_ID_DIGITS = /^[1-9]\d{0,9}$/

/**
 * The one rule for an id a request names (a console path's `:id`, a `?..._id=`, a body's id): a
 * positive integer within PostgreSQL's `integer`, as a number or its plain digits; null otherwise.
 * Anything else would reach Postgres as an error (a 500), not as a miss.
 */
export function parseRecordId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!RECORD_ID_DIGITS.test(text)) return null
  const id = Number(text)
  return id <= MAX_DOC_ID ? id : null
}

/** parseRecordId as a field of a request's schema, giving the number; `key` is the message otherwise. */
export const recordId = (key: UiKey = 'validation.invalidId') =>
  z.unknown().transform((value, context) => {
    const id = parseRecordId(value)
    if (id === null) context.addIssue({ code: 'custom', message: key })
    return id ?? z.NEVER
  })

/** A relationship as Payload returns it: the bare id at depth 0, the document when populated. */
export const relation = <T extends z.ZodType>(document: T) => z.union([ZDocId, document])

/** The populated document of a relationship, or undefined when only the id was returned. */
export const populated = <T extends object>(value: T | TDocId | null | undefined): T | undefined =>
  typeof value === 'object' && value !== null ? value : undefined

/**
 * The years a date may fall in. The ISO formats take 0000 to 9999, but PostgreSQL refuses year 0
 * (a 500 once it reaches a query) and nothing anyone books is before 1900 or after 2999.
 */
export const REAL_YEARS = { min: 1900, max: 2999 } as const

/** True when the date or date-time ("YYYY-MM-DD…") falls within REAL_YEARS. */
export const isRealYear = (text: string) => {
  const year = Number(text.slice(0, 4))
  return year >= REAL_YEARS.min && year <= REAL_YEARS.max
}

/** A calendar date "YYYY-MM-DD" of a real year (REAL_YEARS); `invalidKey` when it is not one. */
export const calendarDay = (invalidKey: UiKey = 'validation.dateInvalid') =>
  z.iso.date(msg(invalidKey)).refine(isRealYear, msg('validation.dateOutOfRange'))

/** A calendar date "YYYY-MM-DD"; `requiredKey` is the message when it is missing or blank. */
export const dateField = (requiredKey: UiKey = 'validation.dateRequired') =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.iso
      .date({ error: (issue) => (issue.input === undefined ? requiredKey : 'validation.dateInvalid') })
      .refine(isRealYear, msg('validation.dateOutOfRange')),
  )

/** An ISO 8601 date-time with a zone; `requiredKey` is the message when it is missing or blank. */
export const dateTimeField = (requiredKey: UiKey = 'validation.dateRequired') =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.iso
      .datetime({
        offset: true,
        error: (issue) => (issue.input === undefined ? requiredKey : 'validation.dateInvalid'),
      })
      .refine(isRealYear, msg('validation.dateOutOfRange')),
  )

export const ZIsoDateTime = z.iso.datetime({ offset: true, ...msg('validation.dateInvalid') })

/** Fields every Payload collection document carries. */
export const documentBase = {
  id: ZDocId,
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
}

/** Fields a Payload global carries (all optional: an unsaved global has none). */
export const globalBase = {
  id: ZDocId.optional(),
  createdAt: ZIsoDateTime.nullish(),
  updatedAt: ZIsoDateTime.nullish(),
}

/** The id Payload adds to each array row. */
export const arrayRowId = { id: z.string().nullish() }

/** An array field: Payload may return null for an empty one, the site always gets an array. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? [])

export {
  CONTROL_CHARACTERS,
  hasNoControlCharacters,
  isSingleLine,
  SINGLE_LINE_REFUSED,
} from './text-rules.ts'

/** A string without control characters; `requiredKey` is the message when it is not a string. */
export const plainString = (requiredKey: UiKey) =>
  z.string(msg(requiredKey)).refine(hasNoControlCharacters, msg('validation.invalidCharacters'))

/** Which characters a text may hold: one line (no control character at all), or several (a textarea). */
type TextShape = 'singleLine' | 'multiline'
const fitsShape = (shape: TextShape) => (shape === 'singleLine' ? isSingleLine : hasNoControlCharacters)

const boundedText = (max: number, requiredKey: UiKey, shape: TextShape) =>
  z
    .string(msg(requiredKey))
    .trim()
    .min(1, msg(requiredKey))
    .max(max, msg('validation.tooLong'))
    .refine(fitsShape(shape), msg('validation.invalidCharacters'))

const optionalBoundedText = (max: number, shape: TextShape) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string(msg('validation.invalidText'))
      .trim()
      .max(max, msg('validation.tooLong'))
      .refine(fitsShape(shape), msg('validation.invalidCharacters'))
      .optional(),
  )

/** Required single-line text (an input): trimmed, non-empty, capped, no control character at all. */
export const requiredText = (max: number, requiredKey: UiKey = 'validation.required') =>
  boundedText(max, requiredKey, 'singleLine')

/** Optional single-line text: trimmed; blank becomes undefined so forms can send empty inputs. */
export const optionalText = (max: number) => optionalBoundedText(max, 'singleLine')

/** Required text of a textarea: like requiredText, but line breaks and tabs are kept. */
export const requiredMultilineText = (max: number, requiredKey: UiKey = 'validation.required') =>
  boundedText(max, requiredKey, 'multiline')

/** Optional text of a textarea: like optionalText, but line breaks and tabs are kept. */
export const optionalMultilineText = (max: number) => optionalBoundedText(max, 'multiline')

type EmailMessages = { required: UiKey; invalid: UiKey }
const DEFAULT_EMAIL_MESSAGES: EmailMessages = {
  required: 'validation.emailRequired',
  invalid: 'validation.emailInvalid',
}

/** A required e-mail address, trimmed and lower-cased, with the messages the form uses. */
export const email = (messages: EmailMessages = DEFAULT_EMAIL_MESSAGES) =>
  z
    .string(msg(messages.required))
    .trim()
    .min(1, msg(messages.required))
    .max(254, msg('validation.tooLong'))
    .refine(hasNoControlCharacters, msg(messages.invalid))
    .pipe(z.email(msg(messages.invalid)))
    .transform((address) => address.toLowerCase())

/** An optional e-mail address; blank becomes undefined. */
export const optionalEmail = (invalid: UiKey = 'validation.emailInvalid') =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    email({ required: invalid, invalid }).optional(),
  )

/** A password as typed: never trimmed, no control characters. */
export const password = (
  messages: { required: UiKey; tooShort: UiKey; tooLong: UiKey },
  length: { min: number; max: number },
) =>
  plainString(messages.required)
    .min(1, msg(messages.required))
    .min(length.min, msg(messages.tooShort))
    .max(length.max, msg(messages.tooLong))

/** Integer minor units of a currency (cents; francs for XOF). */
export const ZMinorAmount = z
  .number(msg('validation.invalidNumber'))
  .int(msg('validation.invalidNumber'))
  .min(0, msg('validation.invalidNumber'))

/** An integer within bounds, accepting numeric strings from URLs and form fields. */
export const boundedInt = (bounds: { min: number; max: number }, rangeKey: UiKey) =>
  z.coerce
    .number(msg('validation.invalidNumber'))
    .int(msg('validation.invalidNumber'))
    .min(bounds.min, msg(rangeKey))
    .max(bounds.max, msg(rangeKey))

/** Like boundedInt, but a missing or non-numeric value falls back to the default. */
export const intWithDefault = (fallback: number, bounds: { min: number; max: number }, rangeKey: UiKey) =>
  z.preprocess(
    (value) => {
      const number = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value
      return typeof number === 'number' && Number.isFinite(number) ? number : undefined
    },
    z
      .number(msg('validation.invalidNumber'))
      .int(msg('validation.invalidNumber'))
      .min(bounds.min, msg(rangeKey))
      .max(bounds.max, msg(rangeKey))
      .default(fallback),
  )

/** A checkbox value; absent means unchecked. */
export const flag = () => z.boolean(msg('validation.invalidOption')).default(false)

export const ZLatitude = z
  .number(msg('validation.coordinatesInvalid'))
  .min(-90, msg('validation.coordinatesInvalid'))
  .max(90, msg('validation.coordinatesInvalid'))
export const ZLongitude = z
  .number(msg('validation.coordinatesInvalid'))
  .min(-180, msg('validation.coordinatesInvalid'))
  .max(180, msg('validation.coordinatesInvalid'))

/** An address with its resolved coordinates. */
export const ZGeoPoint = z.object(
  { address: requiredText(300, 'validation.addressRequired'), lat: ZLatitude, lng: ZLongitude },
  msg('validation.addressRequired'),
)
export type TGeoPoint = z.infer<typeof ZGeoPoint>

/** ISO 3166-1 alpha-2 country code, upper-cased. */
export const ZCountryCode = z
  .string(msg('validation.countryInvalid'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, msg('validation.countryInvalid'))
  .refine(isCountryCode, msg('validation.countryInvalid'))

/** IATA airport code, upper-cased. */
export const ZAirportCode = z
  .string(msg('validation.airportRequired'))
  .trim()
  .min(1, msg('validation.airportRequired'))
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, msg('validation.airportCodeInvalid'))

/** An optional value where an empty string or null means absent (query strings send "returnDate="). */
export const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/** A request body or query: a missing or non-object body reports errors.invalidInput. */
export const payload = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, msg('errors.invalidInput'))

/** Offset paging of the console's lists: the page asked for and whether another follows. */
export const ZOffsetPagination = z.object({
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
})
export type TOffsetPagination = z.infer<typeof ZOffsetPagination>
