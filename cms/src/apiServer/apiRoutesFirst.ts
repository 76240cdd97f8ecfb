import { API_PROCESS_CONTRACTS } from '@nexovia/content-schema/api/apiProcess'

/** Each API-process route's place in API_PROCESS_CONTRACTS, by its contract key. */
const RANK = new Map(
  API_PROCESS_CONTRACTS.map((contract, index) => [`${contract.method} ${contract.path}`, index]),
)

/**
 * The API process's routes first, in the order of API_PROCESS_CONTRACTS, the others after in their
 * order. Payload's handleEndpoints compiles each route's path (path-to-regexp) on every request until
 * one matches: with health last of our 42 root routes, that was a fifth of its CPU. No other route of
 * the same method matches one of these paths (apiRoutesFirst.test.ts), so which route answers does
 * not change.
 */
export function apiRoutesFirst<T extends { custom?: Record<string, unknown> }>(endpoints: T[]): T[] {
  const rank = (endpoint: T) => RANK.get(String(endpoint.custom?.contract))
  const first = endpoints.filter((endpoint) => rank(endpoint) !== undefined)
  first.sort((a, b) => rank(a)! - rank(b)!)
  return [...first, ...endpoints.filter((endpoint) => rank(endpoint) === undefined)]
}
