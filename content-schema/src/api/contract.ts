/**
 * The shape of one endpoint's contract: where it lives, who may call it, and the schemas of what it
 * takes and answers. zod-free on purpose (schemas load through `import()`), so the browser can hold
 * the whole table without paying for zod until a form is used.
 */
import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who the cms answers: anyone (rate-limited), a signed-in traveller, any staff member, an
 * administrator of the console, the payment provider (signed webhook), or nobody (a closed route).
 */
export type EndpointAccess = 'public' | 'traveller' | 'staff' | 'admin' | 'provider' | 'nobody'

/**
 * Loads a schema. Typed loosely on purpose: a `Promise<z.ZodType>` here would widen every entry's
 * inferred schema to ZodType (so answers to unknown); `Loaded` below checks it is a schema.
 */
type SchemaLoader = () => Promise<unknown>

export type EndpointContract = {
  method: HttpMethod
  /** The path as the site and the browser call it, `:name` for a route parameter. */
  path: `/api/${string}`
  access: EndpointAccess
  /** The collection whose routes hold it (Payload sends every /api/<slug>/* to the collection). */
  collection?: string
  /** Answered by Payload's own route (the site calls it; the cms does not register it). */
  builtIn?: boolean
  /** The JSON body's schema. */
  body?: SchemaLoader
  /**
   * A provider's signed JSON body, handed to the handler as the bytes received (its signature is
   * checked on them), capped and refused 415 when not JSON like any other body; `'form'` for one
   * signed form-encoded (Twilio's callbacks), refused 415 when not.
   */
  signedBody?: true | 'form'
  /** The query string's schema. */
  query?: SchemaLoader
  /** The route parameters' schema (`:id` → `{ id }`), for a path that names any (contract.test.ts). */
  params?: SchemaLoader
  /** A 2xx answer's schema; absent when the answer is not JSON data the caller reads (CSV, redirect, ok). */
  answer?: SchemaLoader
  /**
   * Per client: at most `points` calls within `seconds` (the cms's route builder answers 429 past
   * it), or `{ none: why }` for a route that needs no limit of its own.
   */
  limit: RateLimitRule | NoRateLimit
  /**
   * Limits keyed by something other than the client (an address, a booking, an account and client),
   * each named for what it counts: the route builder makes them and hands them to the handler, whose
   * use case counts once it knows the key.
   */
  keyedLimits?: Record<string, KeyedLimitRule>
  /** The process that answers it: the API process (cms/api-server.ts) or, by default, the cms. */
  answeredBy?: 'api'
}

/**
 * How a rule counts: every call before the handler (`calls`, the default); a budget of `misses`
 * (a point taken before, given back unless the answer is 404, so guessing is what runs out); or
 * by the `handler` itself, which gets the limiter and counts with its own write (the taxi quote).
 */
export type LimitCounting = 'calls' | 'misses' | 'handler'

/**
 * `name`: the limiter's bucket, shared by every route that names it (default: one per method and
 * path); `cost`: the points one call takes (default 1), for a call that does the work of several.
 */
export type RateLimitRule = {
  points: number
  seconds: number
  name?: string
  cost?: number
  counts?: LimitCounting
}

/**
 * A limit keyed by what `per` says, in the bucket `name` (routes naming one bucket share it): at most
 * `points` calls within `seconds`, or with `counts: 'failures'`, at most `points` failures (wrong
 * passwords) before that key waits out the window.
 */
export type KeyedLimitRule = {
  name: string
  points: number
  seconds: number
  per: string
  counts?: 'calls' | 'failures'
}

/** A route without a limit of its own, and why (signed-in staff only, a signed webhook, …). */
export type NoRateLimit = { none: string }

export const isRateLimitRule = (limit: RateLimitRule | NoRateLimit): limit is RateLimitRule =>
  'points' in limit

// Any zod schema, classic (requests) or mini (answers): both are built on zod's core.
type Loaded<L> = L extends () => Promise<infer S> ? (S extends z.core.$ZodType ? S : never) : never

/** What a loaded schema gives once checked (its output), undefined when the entry has none. */
type Checked<L> = L extends SchemaLoader ? z.output<Loaded<L>> : undefined

/** What a 2xx answer of this endpoint holds, once checked. */
export type AnswerOf<E extends EndpointContract> = Checked<E['answer']>

/** The JSON body this endpoint takes (what the form sends, before the schema's defaults). */
export type BodyOf<E extends EndpointContract> = E['body'] extends SchemaLoader
  ? z.input<Loaded<E['body']>>
  : never

/** The body a handler receives: the body schema's output (defaults applied), undefined without one. */
export type ParsedBodyOf<E extends EndpointContract> = Checked<E['body']>

/** The query a handler receives: the query schema's output, undefined without one. */
export type ParsedQueryOf<E extends EndpointContract> = Checked<E['query']>

/** The route parameters a handler receives: the params schema's output, undefined without one. */
export type ParsedParamsOf<E extends EndpointContract> = Checked<E['params']>

/** The route parameters a path names: '/api/x/:id/y' → 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never
export type ParamsOf<E extends EndpointContract> = Record<ParamNames<E['path']>, string | number>

export type QueryValues = Record<string, string | number | undefined>

/** The path with its parameters filled in (encoded) and the non-empty query values appended. */
export function endpointUrl(
  endpoint: EndpointContract,
  params: Record<string, string | number> = {},
  query?: QueryValues,
) {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${endpoint.path}: missing route parameter ${name}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') search.set(name, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * A loader of one schema of a module loaded on demand: `schema(() => import('./m.ts'), 'ZThing')`.
 * A function call, so each entry keeps its own schema type (an inline arrow would be widened by the
 * contract's type).
 */
export const schema =
  <M, K extends keyof M>(module: () => Promise<M>, name: K) =>
  (): Promise<M[K]> =>
    module().then((loaded) => loaded[name])

/** What a loaded schema must offer to read an answer: zod's safeParse, classic or mini. */
type AnswerReader = { safeParse(data: unknown): { success: boolean; data?: unknown } }
const isAnswerReader = (value: unknown): value is AnswerReader =>
  typeof value === 'object' && value !== null && 'safeParse' in value && typeof value.safeParse === 'function'

/**
 * A 2xx answer read by its endpoint's answer schema: `{ data }` when it has that shape (data
 * undefined for an endpoint that answers no JSON data), null when it does not. The one place an
 * answer gets its type, which the schema it was just checked by gives (AnswerOf).
 */
export async function readAnswer<E extends EndpointContract>(
  endpoint: E,
  body: unknown,
): Promise<{ data: AnswerOf<E> } | null> {
  if (!endpoint.answer) return { data: undefined as AnswerOf<E> }
  const schema = await endpoint.answer().catch(() => null)
  if (!isAnswerReader(schema)) return null
  const parsed = schema.safeParse(body)
  return parsed.success ? { data: parsed.data as AnswerOf<E> } : null
}

/** Declares a contract, keeping its literal path and schema types. */
export const endpoint = <const E extends EndpointContract>(contract: E): E => contract
