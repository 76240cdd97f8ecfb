import { createTranslator, type Locale, translateMessage } from '@nexovia/content-schema'
import type { z } from 'zod'

export type FieldErrors = Record<string, string>

/** A path in the page's language: `/login` → `/fr/login`. */
export const pathIn = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`)

export const translatorFor = (locale: Locale) => createTranslator(locale)

/** The form's own zod schema, run in the browser: field → message key of the first issue. */
export function validate<T extends z.ZodType>(schema: T, values: unknown) {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data as z.infer<T>, errors: {} as FieldErrors }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return { data: undefined, errors }
}

export type ApiAnswer = {
  ok: boolean
  status: number
  message?: string
  fieldErrors?: FieldErrors
  body: Record<string, unknown>
}

/** A JSON call to the site's /api (same origin, cookies included). Network failures become errors.network. */
export async function callApi(path: string, method: string, body?: unknown): Promise<ApiAnswer> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
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

/** A server message in the page's language, else the fallback key's text. */
export const messageText = (locale: Locale, message: string | undefined, fallback: string) =>
  translateMessage(locale, message && message !== 'ok' ? message : fallback)
