import type { TApiError } from '@nexovia/content-schema'
import type { EndpointContract, ParsedBodyOf, ParsedQueryOf } from '@nexovia/content-schema/api/contract'
import type { Endpoint, PayloadRequest, TypedUser } from 'payload'
import { route } from '../../http/contractRoute'
import { createRateLimit } from '../../http/rateLimit'
import { checkAccess } from './contractAccess'
import { type BodyReading, readContractInput } from './contractInput'

/** The signed-in user a handler gets: present on routes that need one. */
type UserOf<E extends EndpointContract> = E['access'] extends 'traveller' | 'staff' | 'admin'
  ? TypedUser
  : undefined

/** What a handler receives: the request, its parsed body and query, and the user its access asks for. */
export type ContractInput<E extends EndpointContract> = {
  req: PayloadRequest
  body: ParsedBodyOf<E>
  query: ParsedQueryOf<E>
  user: UserOf<E>
}

type ContractEndpointOptions<E extends EndpointContract> = Partial<BodyReading> & {
  handler: (input: ContractInput<E>) => Promise<Response> | Response
  /** Words a 400 of the body or query differently (a form that reads an outcome beside the field errors). */
  invalidInput?: (error: TApiError) => Response
}

const DEFAULT_BODY_BYTES = 16 * 1024
const NO_STORE = 'private, no-store'

/**
 * The one way a route is built (cms and API process alike): mounted where its contract entry says;
 * then the entry's rate limit (429), its access (401 signed out, 403 the wrong kind of user, 404 a
 * closed route), and its body and query read with the entry's schemas (415/413/400 with field
 * errors as message keys); only then the handler, with typed input. A console answer is never cached.
 */
export function contractEndpoint<const E extends EndpointContract>(
  contract: E,
  { handler, invalidInput, maxBytes = DEFAULT_BODY_BYTES, acceptsAdminForm }: ContractEndpointOptions<E>,
): Endpoint {
  const rule = contract.limit
  const limit = rule
    ? createRateLimit({
        points: rule.points,
        durationSeconds: rule.seconds,
        name: rule.name,
        cost: rule.cost,
      })
    : undefined
  const isStateChanging = contract.method !== 'GET'
  return {
    ...route(contract),
    handler: async (req) => {
      const limited = limit ? await limit(req) : null
      if (limited) return limited
      const access = await checkAccess(req, contract.access, isStateChanging)
      if (access.refusal) return access.refusal
      const input = await readContractInput(req, contract, { maxBytes, acceptsAdminForm })
      if (input.error) {
        const isInvalid = invalidInput && input.error.status === 400
        return isInvalid ? invalidInput((await input.error.json()) as TApiError) : input.error
      }
      const response = await handler({ req, ...input, user: access.user } as ContractInput<E>)
      if (contract.access === 'admin' && !response.headers.has('cache-control'))
        response.headers.set('cache-control', NO_STORE)
      return response
    },
  }
}
