/**
 * The building blocks of answer schemas: what the cms sends and the browser reads. Written with
 * zod/mini (tree-shaken: a flight answer's schema is ≈ 7 KB brotli in the browser, ≈ 24 KB with
 * classic zod) and used by both sides; the request schemas, which carry messages and
 * transforms, stay classic. Answers carry no UI messages: an unreadable answer is a failure.
 */
import * as z from 'zod/mini'
import { MAX_DOC_ID } from './doc-id-limit.ts'
import {
  AUTH_TYPES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  CURRENCIES,
  FARE_CONDITIONS,
  PAYMENT_STATUSES,
  PROVIDER_STATUSES,
  TRANSACTION_STATUSES,
} from './enums.ts'
import { LOCALES } from './locales.ts'

/** A count, a duration in minutes, an index: an integer ≥ 0. */
export const ZCount = z.int().check(z.minimum(0))
/** An amount in minor units of its currency. */
export const ZAnswerAmount = ZCount
/** "2026-12-01T18:30:00+00:00" or "…Z". */
export const ZAnswerDateTime = z.iso.datetime({ offset: true })
/** An IATA airport code. */
export const ZAnswerAirport = z.string().check(z.length(3))
/** A document id as Payload gives it: a serial within PostgreSQL's integer, or a non-empty string. */
export const ZAnswerDocId = z.union([
  z.int().check(z.positive(), z.maximum(MAX_DOC_ID)),
  z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
])
export const ZAnswerPagination = z.object({
  total: z.int(),
  skip: z.int(),
  limit: z.int(),
  hasMore: z.boolean(),
})

export const ZAnswerLocale = z.enum(LOCALES)
export const ZAnswerAuthType = z.enum(AUTH_TYPES)
export const ZAnswerCurrency = z.enum(CURRENCIES)
export const ZAnswerBookingType = z.enum(BOOKING_TYPES)
export const ZAnswerBookingStatus = z.enum(BOOKING_STATUSES)
export const ZAnswerProviderStatus = z.enum(PROVIDER_STATUSES)
export const ZAnswerFareCondition = z.enum(FARE_CONDITIONS)
export const ZAnswerPaymentStatus = z.enum(PAYMENT_STATUSES)
export const ZAnswerTransactionStatus = z.enum(TRANSACTION_STATUSES)
