import {
  type AnswerOf,
  type BodyOf,
  type EndpointContract,
  endpointUrl,
  type ParamsOf,
  type QueryValues,
  readAnswer,
} from '@nexovia/content-schema/api/contract'
import { type ApiAnswer, sendJson } from './transport'

/** A call's outcome: a 2xx answer checked by the contract's schema, or why it failed (a dictionary key). */
export type EndpointAnswer<T> =
  | (ApiAnswer & { ok: true; data: T })
  | (ApiAnswer & { ok: false; message: string; data?: undefined })

export type EndpointRequest<E extends EndpointContract> = {
  /** The route's parameters (a missing one throws: the contract names them). */
  params?: ParamsOf<E>
  query?: QueryValues
  body?: BodyOf<E>
}

/**
 * The site's one client of the cms's API, in the browser: the path and method come from the
 * endpoint's contract (content-schema's API table), and a 2xx answer is read by the contract's
 * answer schema (zod/mini, content-schema's *-answers.ts), loaded on demand with the call so zod
 * stays out of the first paint. An answer of another shape counts as a failure (errors.generic),
 * never as data: the island shows its "could not load" state.
 */
export async function callEndpoint<E extends EndpointContract>(
  endpoint: E,
  request: EndpointRequest<E> = {},
): Promise<EndpointAnswer<AnswerOf<E>>> {
  const url = endpointUrl(endpoint, request.params ?? {}, request.query)
  // The schema's chunk loads while the request is on its way (readAnswer then finds it loaded).
  void endpoint.answer?.().catch(() => null)
  const answer = await sendJson(url, endpoint.method, request.body)
  if (!answer.ok) return { ...answer, ok: false, message: answer.message ?? 'errors.generic' }
  const read = await readAnswer(endpoint, answer.body)
  if (!read) return { ...answer, ok: false, message: 'errors.generic' }
  return { ...answer, ok: true, data: read.data }
}
