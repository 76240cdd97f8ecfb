/**
 * The public lookups answered by the API process (cms/api-server.ts, issue 33) rather than by the
 * cms's Next server: the entries whose `answeredBy` is 'api', the one place that says so. From it,
 * the site's /api proxy sends these paths to API_URL (site/src/lib/upstreamUrl.ts), the API process
 * answers them and nothing else (cms/src/apiServer/createApiHandler.ts), and the balancer's files
 * send them to its api backend (deploy/haproxy*.cfg, whose lines scripts/lib/haproxyRoutes.test.ts
 * compares with apiProcessAcls below). zod-free, like the table it picks from.
 */
import type { EndpointContract } from './contract.ts'
import { API } from './endpoints.ts'

/** In the table's order (the cms's routes put them first in this order, apiRoutesFirst): the busiest first. */
export const API_PROCESS_CONTRACTS: EndpointContract[] = Object.values(API).filter(
  (contract: EndpointContract) => contract.answeredBy === 'api',
)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `/api/payments/status/:sessionId` → a pattern matching one non-empty segment per parameter. */
const patternSource = (path: string) =>
  `^${path
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('')}$`
export const patternOf = (path: string) => new RegExp(patternSource(path))

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

/**
 * The balancer's lines that send the API process's routes to its backend, as deploy/haproxy.cfg and
 * haproxy.compose.cfg must hold them: exact paths per method, one pattern per parameterised path.
 */
export function apiProcessAcls(): string[] {
  const lines: string[] = []
  for (const method of ['POST', 'GET'] as const) {
    const acl = `api_${method.toLowerCase()}`
    const routes = API_PROCESS_CONTRACTS.filter((contract) => contract.method === method)
    const exact = routes.filter((contract) => !contract.path.includes(':')).map((contract) => contract.path)
    if (exact.length) lines.push(`acl ${acl} path ${exact.join(' ')}`)
    for (const contract of routes.filter((route) => route.path.includes(':')))
      lines.push(`acl ${acl} path_reg ${patternSource(contract.path)}`)
  }
  for (const method of ['POST', 'GET'])
    if (lines.some((line) => line.startsWith(`acl api_${method.toLowerCase()} `)))
      lines.push(`use_backend api if METH_${method} api_${method.toLowerCase()}`)
  return lines
}
