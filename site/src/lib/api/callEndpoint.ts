import {
  type AnswerOf,
  type BodyOf,
  type EndpointContract,
  endpointUrl,
  type ParamsOf,
  type QueryValues,
} from '@nexovia/content-schema/api/contract'
import type { ZodType } from 'zod'
import { type ApiAnswer, sendJson } from './transport'

/** A call's outcome: a 2xx answer checked by the contract's schema, or why it failed (a dictionary key). */
export type EndpointAnswer<T> =
  | (ApiAnswer & { ok: true; data: T })
  | (ApiAnswer & { ok: false; message: string; data?: undefined })

type Request<E extends EndpointContract> = {
  /** The route's parameters (a missing one throws: the contract names them). */
  params?: ParamsOf<E>
  query?: QueryValues
  body?: BodyOf<E>
}

/**
 * The site's one client of the cms's API, in the browser: the path and method come from the
 * endpoint's contract (content-schema's API table), and a 2xx answer is read by the contract's
 * answer schema, loaded on demand so zod stays out of the first paint. An answer of another shape
 * counts as a failure (errors.generic), never as data.
 */
export async function callEndpoint<E extends EndpointContract, T = AnswerOf<E>>(
  endpoint: E,
  request: Request<E> = {},
  /** A hand-written reader instead of the schema, for a page that ships without zod (null: unreadable). */
  read?: (body: unknown) => T | null,
): Promise<EndpointAnswer<T>> {
  const url = endpointUrl(endpoint, request.params ?? {}, request.query)
  const [answer, schema] = await Promise.all([
    sendJson(url, endpoint.method, request.body),
    read
      ? null
      : endpoint
          .answer?.()
          .then((loaded) => loaded as ZodType)
          .catch(() => null),
  ])
  if (!answer.ok) return { ...answer, ok: false, message: answer.message ?? 'errors.generic' }
  if (!read && !endpoint.answer) return { ...answer, ok: true, data: undefined as T }
  const data = read ? read(answer.body) : (schema?.safeParse(answer.body).data as T | undefined)
  if (data === null || data === undefined) return { ...answer, ok: false, message: 'errors.generic' }
  return { ...answer, ok: true, data }
}
