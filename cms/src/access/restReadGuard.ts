import { CONTROL_CHARACTERS, parseRecordId } from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'

const WHOLE_NUMBER = /^\d{1,10}$/
/** Paging values Payload reads; anything else (negative, text, huge) is refused before it reaches SQL. */
const PAGING_LIMITS: Record<string, { min: number; max: number }> = {
  page: { min: 1, max: 1_000_000 },
  limit: { min: 0, max: 1000 },
  depth: { min: 0, max: 10 },
}
/** A `where` condition on a document id, at any depth of and/or: `where[or][0][id][in]`. */
const ID_CONDITION =
  /\[id\]\[(equals|not_equals|in|not_in|greater_than|greater_than_equal|less_than|less_than_equal)\]/

/** Geometry operators: no collection here has a point field, and Payload fails on them with a 500. */
const GEO_OPERATOR = /\[(near|within|intersects)\]/

const isDocId = (value: string) => parseRecordId(value) !== null

/**
 * Why a REST request of Payload's own routes cannot be answered, as a message key, before any
 * query runs: an id outside the integer column, a control character (NUL) anywhere in the query,
 * a page, limit or depth that is not a whole number in range, an id condition on text. Payload would
 * pass them to Postgres and answer 500.
 */
export function restReadProblem(req: PayloadRequest, hasIdParam: boolean): string | null {
  const id = req.routeParams?.id
  if (hasIdParam && typeof id === 'string' && !isDocId(id)) return 'errors.notFound'
  const whereKeys = new Set<string>()
  for (const [key, value] of req.searchParams ?? []) {
    // A condition given twice reaches Payload as an array where it expects text (a TypeError, 500).
    if (key.startsWith('where') && whereKeys.has(key)) return 'errors.invalidInput'
    whereKeys.add(key)
    if (CONTROL_CHARACTERS.test(key) || CONTROL_CHARACTERS.test(value)) return 'validation.invalidCharacters'
    const range = PAGING_LIMITS[key]
    if (range && !(WHOLE_NUMBER.test(value) && Number(value) >= range.min && Number(value) <= range.max)) {
      return 'validation.pageInvalid'
    }
    if (key.startsWith('where') && GEO_OPERATOR.test(key)) return 'errors.invalidInput'
    if (ID_CONDITION.test(key) && !value.split(',').every((part) => isDocId(part.trim()))) {
      return 'validation.invalidId'
    }
  }
  return null
}

/** The SQLSTATE of an error or of any error it wraps (Drizzle wraps the pg error as its cause). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * True when Postgres refused a read for what it was asked, not for being down: data exceptions
 * (class 22: a date, a number out of range, text where a number goes) and syntax or unknown names
 * (class 42), as an odd `where` condition produces. Those are the client's bad input, a 400.
 */
export const isBadQueryError = (error: unknown): boolean => /^(22|42)/.test(sqlStateOf(error) ?? '')
