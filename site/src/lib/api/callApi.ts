import type { AnswerOf } from '@nexovia/content-schema/api/contract'
import type { API } from '@nexovia/content-schema/api/endpoints'
import type { EndpointAnswer, EndpointRequest } from './callEndpoint'

type Api = typeof API
/** The name of an endpoint of the contract's table (`'searchFlights'`, `'taxiQuote'`, …). */
export type EndpointName = keyof Api

/**
 * callEndpoint by the endpoint's name: the client and the endpoint table load with the first call,
 * so an island that calls nothing before the visitor acts carries neither when it hydrates (issue 41:
 * island pages ≤ 75 KB). The types are the contract's, as with callEndpoint.
 */
export async function callApi<K extends EndpointName>(
  name: K,
  request: EndpointRequest<Api[K]> = {},
): Promise<EndpointAnswer<AnswerOf<Api[K]>>> {
  const [table, client] = await Promise.all([
    import('@nexovia/content-schema/api/endpoints'),
    import('./callEndpoint'),
  ])
  return client.callEndpoint(table.API[name], request)
}
