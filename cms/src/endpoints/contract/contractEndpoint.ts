import type { TApiError } from '@nexovia/content-schema'
import {
  type EndpointContract,
  isRateLimitRule,
  type KeyedLimitRule,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
} from '@nexovia/content-schema/api/contract'
import type { Endpoint, PayloadRequest, TypedUser } from 'payload'
import { route } from '../../http/contractRoute'
import { createFailureLimit, createRateLimit, type FailureLimit, type RateLimit } from '../../http/rateLimit'
import { checkAccess } from './contractAccess'
import { type BodyReading, readContractInput } from './contractInput'

/** The signed-in user a handler gets: present on routes that need one. */
type UserOf<E extends EndpointContract> = E['access'] extends 'traveller' | 'staff' | 'admin'
  ? TypedUser
  : undefined

/** The limiter a handler counts with itself: on an entry whose limit `counts: 'handler'`. */
type LimitOf<E extends EndpointContract> = E['limit'] extends { counts: 'handler' } ? RateLimit : undefined

/** The entry's keyed limits by name: a failure count for `counts: 'failures'`, else a call count. */
type KeyedLimitsOf<E extends EndpointContract> =
  E['keyedLimits'] extends Record<string, KeyedLimitRule>
    ? {
        [K in keyof E['keyedLimits']]: E['keyedLimits'][K] extends { counts: 'failures' }
          ? FailureLimit
          : RateLimit
      }
    : undefined

/** The bytes of a provider's signed body, on an entry that declares one. */
type SignedBodyOf<E extends EndpointContract> = E['signedBody'] extends true | 'form' ? Buffer : undefined

/**
 * What a handler receives: the request, its parsed route parameters, body and query (or a signed
 * body's bytes), the user its access asks for, the entry's limiter when the handler counts itself,
 * and its keyed limits.
 */
export type ContractInput<E extends EndpointContract> = {
  req: PayloadRequest
  params: ParsedParamsOf<E>
  body: ParsedBodyOf<E>
  query: ParsedQueryOf<E>
  user: UserOf<E>
  limit: LimitOf<E>
  keyedLimits: KeyedLimitsOf<E>
  signedBody: SignedBodyOf<E>
}

type ContractEndpointOptions<E extends EndpointContract> = Partial<BodyReading> & {
  handler: (input: ContractInput<E>) => Promise<Response> | Response
  /** Words a 400 of the body or query differently (a form that reads an outcome beside the field errors). */
  invalidInput?: (error: TApiError) => Response
}

const DEFAULT_BODY_BYTES = 16 * 1024
const NO_STORE = 'private, no-store'

/** The limiter of an entry's rule, and how it counts; none for an entry declared without a limit. */
function limiterOf(contract: EndpointContract) {
  if (!isRateLimitRule(contract.limit)) return undefined
  const { points, seconds, name, cost, counts = 'calls' } = contract.limit
  return { limit: createRateLimit({ points, durationSeconds: seconds, name, cost }), counts }
}

/** The limiters of an entry's keyed limits, by name (undefined when it declares none). */
function keyedLimitersOf(contract: EndpointContract) {
  if (!contract.keyedLimits) return undefined
  const entries = Object.entries(contract.keyedLimits).map(([key, { name, points, seconds, counts }]) => [
    key,
    counts === 'failures'
      ? createFailureLimit({ name, failures: points, durationSeconds: seconds })
      : createRateLimit({ name, points, durationSeconds: seconds }),
  ])
  return Object.fromEntries(entries)
}

/**
 * The one way a route is built (cms and API process alike): mounted where its contract entry says;
 * then the entry's rate limit (429), its access (401 signed out, 403 the wrong kind of user, 404 a
 * closed route), and its route parameters, body and query read with the entry's schemas (415/413/400
 * with field errors as message keys); only then the handler, with typed input. A limit that counts
 * misses gives its point back unless the answer is a 404; one the handler counts is handed to it.
 * A console answer is never cached.
 */
export function contractEndpoint<const E extends EndpointContract>(
  contract: E,
  { handler, invalidInput, maxBytes = DEFAULT_BODY_BYTES, acceptsAdminForm }: ContractEndpointOptions<E>,
): Endpoint {
  const limiter = limiterOf(contract)
  const keyedLimits = keyedLimitersOf(contract)
  const isStateChanging = contract.method !== 'GET'
  const answer = async (req: PayloadRequest): Promise<Response> => {
    const access = await checkAccess(req, contract.access, isStateChanging)
    if (access.refusal) return access.refusal
    const input = await readContractInput(req, contract, { maxBytes, acceptsAdminForm })
    if (input.error) {
      const isInvalid = invalidInput && input.error.status === 400
      return isInvalid ? invalidInput((await input.error.json()) as TApiError) : input.error
    }
    const limit = limiter?.counts === 'handler' ? limiter.limit : undefined
    return handler({ req, ...input, user: access.user, limit, keyedLimits } as ContractInput<E>)
  }
  return {
    ...route(contract),
    handler: async (req) => {
      if (limiter && limiter.counts !== 'handler') {
        const limited = await limiter.limit(req)
        if (limited) return limited
      }
      const response = await answer(req).catch(async (error: unknown) => {
        if (limiter?.counts === 'misses') await limiter.limit.giveBack(req)
        throw error
      })
      if (limiter?.counts === 'misses' && response.status !== 404) await limiter.limit.giveBack(req)
      if (contract.access === 'admin' && !response.headers.has('cache-control'))
        response.headers.set('cache-control', NO_STORE)
      return response
    },
  }
}
