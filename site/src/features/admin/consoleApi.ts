import type { z } from 'zod'
import { callApi } from '../../lib/forms/callApi'

/** A console call's outcome: the checked body, or the dictionary key of why it failed. */
export type ConsoleAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string }

/** A query string without the empty filters (the cms reads a missing one as "all"). */
export function queryOf(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(name, String(value))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/**
 * A call to the cms through the site's /api (the staff cookie and the page's Origin go along),
 * its answer read by the shared schema loaded with it, so zod stays out of the first paint.
 */
export async function consoleCall<S extends z.ZodType>(
  path: string,
  schema: () => Promise<S>,
  method = 'GET',
  body?: unknown,
): Promise<ConsoleAnswer<z.output<S>>> {
  const [answer, loaded] = await Promise.all([callApi(path, method, body), schema().catch(() => null)])
  if (!answer.ok) return { ok: false, status: answer.status, message: answer.message ?? 'errors.generic' }
  const parsed = loaded?.safeParse(answer.body)
  if (!parsed?.success) return { ok: false, status: answer.status, message: 'errors.generic' }
  return { ok: true, data: parsed.data }
}

/** Signed out meanwhile (the session expired): back to the sign-in, returning here afterwards. */
export function toSignIn(signInPath: string) {
  const here = `${window.location.pathname}${window.location.search}`
  window.location.assign(`${signInPath}?next=${encodeURIComponent(here)}`)
}
