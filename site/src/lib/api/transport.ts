import type { FieldErrors } from '../forms/validate'

export type ApiAnswer = {
  ok: boolean
  status: number
  message?: string
  fieldErrors?: FieldErrors
  body: Record<string, unknown>
}

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
    const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return {
      ok: response.ok,
      status: response.status,
      message: typeof parsed.message === 'string' ? parsed.message : undefined,
      fieldErrors: (parsed.fieldErrors as FieldErrors | undefined) ?? undefined,
      body: parsed,
    }
  } catch {
    return { ok: false, status: 0, message: 'errors.network', body: {} }
  }
}

/** A server message key, unless it is the bare 'ok' of a failure: then the form's fallback key. */
export const failureKey = (message: string | undefined, fallback: string) =>
  message && message !== 'ok' ? message : fallback
