import { type EndpointContract, endpointUrl, type ParamsOf } from '@nexovia/content-schema/api/contract'
import { sendJson } from './transport'

/**
 * Whether the cms accepts a call (a 2xx), its answer left unread: for a question its status
 * answers (signed in or not), on a page whose JavaScript budget has no room for a schema.
 */
export async function isAccepted<E extends EndpointContract>(
  endpoint: E,
  params?: ParamsOf<E>,
): Promise<boolean> {
  return (await sendJson(endpointUrl(endpoint, params), endpoint.method)).ok
}
