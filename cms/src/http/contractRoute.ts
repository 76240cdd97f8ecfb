import type { EndpointContract } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'

type Method = Endpoint['method']

/** Where a contract's route is mounted: under /api, or under the collection that owns the path. */
const mountOf = (contract: EndpointContract) => (contract.collection ? `/api/${contract.collection}` : '/api')

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`

/**
 * The path and method of a route as Payload mounts it, from its contract (content-schema's API
 * table), marked with the contract's key so `contractProblems` can match the two.
 */
/**
 * Marks a route whose contract takes a signed form-encoded body: hardenApi lets it through its
 * JSON-only check (the builder reads and caps the bytes, the handler checks their signature first).
 */
export const FORM_BODY = 'nexovia:formBody'

export function route(contract: EndpointContract): Pick<Endpoint, 'path' | 'method' | 'custom'> {
  return {
    path: contract.path.slice(mountOf(contract).length),
    method: contract.method.toLowerCase() as Method,
    custom: {
      contract: keyOf(contract.method, contract.path),
      ...(contract.signedBody === 'form' ? { [FORM_BODY]: true } : {}),
    },
  }
}

/** The routes we mount: at the root, and per collection slug. */
export type MountedRoutes = { root: Endpoint[]; collections: Record<string, Endpoint[]> }

/**
 * Why the mounted routes and the contract table disagree (empty when they match): a route built
 * without a contract, mounted elsewhere than its contract says, or a contract with no route.
 */
export function contractProblems(mounted: MountedRoutes, contracts: EndpointContract[] = Object.values(API)) {
  const problems: string[] = []
  const registered = new Set<string>()
  const check = (endpoint: Endpoint, mount: string) => {
    const actual = keyOf(endpoint.method, `${mount}${endpoint.path}`)
    const declared = endpoint.custom?.contract
    if (declared !== actual)
      problems.push(`${actual}: ${declared ? `its contract is ${declared}` : 'no contract'}`)
    registered.add(actual)
  }
  for (const endpoint of mounted.root) check(endpoint, '/api')
  for (const [slug, endpoints] of Object.entries(mounted.collections))
    for (const endpoint of endpoints) check(endpoint, `/api/${slug}`)
  for (const contract of contracts) {
    const key = keyOf(contract.method, contract.path)
    if (!contract.builtIn && !registered.has(key)) problems.push(`${key}: declared, but no route`)
  }
  return problems
}
