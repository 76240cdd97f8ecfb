import type { FieldErrors } from '../forms/validate'
import { isRecord } from '../isRecord'

export type ApiAnswer = {
  ok: boolean
  status: number
  message?: string
  fieldErrors?: FieldErrors
  body: Record<string, unknown>
}

/** A refusal's field errors: field name → a dictionary key; anything else is none. */
const fieldErrorsOf = (value: unknown): FieldErrors | undefined =>
  isRecord(value) && Object.values(value).every((key) => typeof key === 'string')
    ? Object.fromEntries(Object.entries(value).map(([field, key]) => [field, String(key)]))
    : undefined

/**
 * A JSON call to the site's /api (same origin, cookies included); network failures become
 * errors.network. Used by callEndpoint only: callers name an endpoint of the contract, not a path.
 */
export async function sendJson(path: string, method: string, body?: unknown): Promise<ApiAnswer> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json: unknown = await response.json().catch(() => ({}))
    const parsed = isRecord(json) ? json : {}
    return {
      ok: response.ok,
      status: response.status,
      message: typeof parsed.message === 'string' ? parsed.message : undefined,
      fieldErrors: fieldErrorsOf(parsed.fieldErrors),
      body: parsed,
    }
  } catch {
    return { ok: false, status: 0, message: 'errors.network', body: {} }
  }
}
