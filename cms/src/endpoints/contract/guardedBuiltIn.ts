import type { EndpointContract } from '@nexovia/content-schema/api/contract'
import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'
import { route } from '../../http/contractRoute'
import { type ContractInput, contractEndpoint } from './contractEndpoint'

/** Payload's own handler of a route, called once the guard has read and checked the body. */
export type BuiltInHandler = (req: PayloadRequest) => Promise<Response> | Response

type Around<E extends EndpointContract> = (
  input: ContractInput<E> & { builtIn: BuiltInHandler },
) => Promise<Response> | Response

/**
 * One of Payload's own auth endpoints (on `admins`: the admin panel's sign-in), guarded by its
 * contract entry: the body capped, parsed and validated first (a 400 with field errors, 413 when
 * oversized, in the shape of every other endpoint), the entry's limits counted; valid input then goes
 * to Payload's built-in handler, which the admin panel relies on (through `around` when given).
 */
export function guardedBuiltIn<const E extends EndpointContract & { collection: CollectionSlug }>(
  contract: E,
  around: Around<E> = ({ req, builtIn }) => builtIn(req),
): Endpoint {
  const { path } = route(contract)
  const built = contractEndpoint(contract, {
    // The admin panel posts its forms as multipart data, the fields as JSON in `_payload`.
    acceptsAdminForm: true,
    handler: async (input) => {
      const { req, body } = input
      const endpoints = req.payload.collections[contract.collection]?.config.endpoints
      const original = Array.isArray(endpoints)
        ? endpoints.find(
            (candidate) =>
              !candidate.custom?.isGuard && candidate.path === path && candidate.method === 'post',
          )
        : undefined
      if (!original) throw new Error(`Payload's ${path} endpoint on ${contract.collection} is missing`)
      // Payload's handler would parse the body again; it has been read, so it gets the parsed data
      // and an empty body (its parser skips a request without one).
      req.data = body as unknown as Record<string, unknown>
      Object.defineProperty(req, 'body', { value: null, configurable: true })
      return around({ ...input, builtIn: original.handler })
    },
  })
  // Marks the guard, so that the lookup above finds Payload's handler, not a copy of this one.
  return { ...built, custom: { ...built.custom, isGuard: true } }
}
