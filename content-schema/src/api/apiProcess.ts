/**
 * The public lookups answered by the API process (cms/api-server.ts, issue 33) rather than by the
 * cms's Next server: plain Payload endpoints, cheap, and asked for on every change of a form. The
 * site's /api proxy sends these paths to API_URL and the balancer (deploy/haproxy.cfg) to its api
 * backend; everything else under /api goes to the cms. zod-free, like the table it picks from.
 */
import type { EndpointContract } from './contract.ts'
import { API } from './endpoints.ts'

// In the order of their traffic (the cms's routes put them first in this order, apiRoutesFirst):
// the taxi page re-quotes on every change of its form.
export const API_PROCESS_CONTRACTS: EndpointContract[] = [
  API.taxiQuote,
  API.searchFlights,
  API.flightDatePrices,
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

const ROUTES = API_PROCESS_CONTRACTS.map((contract) => ({
  method: contract.method,
  pattern: patternOf(contract.path),
}))

/** True when the request's method and path (without its query) are one of the API process's routes (HEAD as GET). */
export function isApiProcessRequest(method: string | undefined, url: string | undefined): boolean {
  if (!method || !url) return false
  const pathname = url.split('?', 1)[0]!
  const asked = method === 'HEAD' ? 'GET' : method
  return ROUTES.some((route) => route.method === asked && route.pattern.test(pathname))
}
