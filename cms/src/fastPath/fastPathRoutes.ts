import type { EndpointContract } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'

/**
 * The public lookups the cms's production server answers without Next's request path (issue 20):
 * each is a plain Payload endpoint, so Payload's handleEndpoints answers it exactly as the REST
 * route would, without Next's routing, tracing and stream bridging.
 */
// In the order of their traffic (fastPathFirst): the taxi page re-quotes on every change of its form.
export const FAST_PATH_CONTRACTS: EndpointContract[] = [
  API.taxiQuote,
  API.searchFlights,
  API.repriceFlight,
  API.searchHotels,
  API.placesAutocomplete,
  API.paymentStatus,
  API.health,
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `/api/payments/status/:sessionId` → a pattern matching one non-empty segment per parameter. */
export const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/(:[A-Za-z]+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
      .join('')}$`,
  )

const ROUTES = FAST_PATH_CONTRACTS.map((contract) => ({
  method: contract.method,
  pattern: patternOf(contract.path),
}))

/** True when the request's method and path (without its query) are one of the fast-path routes (HEAD as GET). */
export function isFastPathRequest(method: string | undefined, url: string | undefined): boolean {
  if (!method || !url) return false
  const pathname = url.split('?', 1)[0]!
  const asked = method === 'HEAD' ? 'GET' : method
  return ROUTES.some((route) => route.method === asked && route.pattern.test(pathname))
}

/** Each fast-path route's place in FAST_PATH_CONTRACTS, by its contract key. */
const FAST_PATH_RANK = new Map(
  FAST_PATH_CONTRACTS.map((contract, index) => [`${contract.method} ${contract.path}`, index]),
)

/**
 * The fast-path routes first, in the order of FAST_PATH_CONTRACTS, the others after in their order.
 * Payload's handleEndpoints compiles each route's path (path-to-regexp) on every request until one
 * matches: with health last of our 42 root routes, that was a fifth of its CPU. No other route of
 * the same method matches a fast-path path (fastPathRoutes.test.ts), so which route answers does
 * not change.
 */
export function fastPathFirst<T extends { custom?: Record<string, unknown> }>(endpoints: T[]): T[] {
  const rank = (endpoint: T) => FAST_PATH_RANK.get(String(endpoint.custom?.contract))
  const fast = endpoints.filter((endpoint) => rank(endpoint) !== undefined)
  fast.sort((a, b) => rank(a)! - rank(b)!)
  return [...fast, ...endpoints.filter((endpoint) => rank(endpoint) === undefined)]
}
