import { parseRecordId } from '@nexovia/content-schema'
import type { Endpoint, PayloadHandler, PayloadRequest, TypedUser } from 'payload'
import { isAdminUser } from '../../access/roles'
import { isSameOriginRequest } from '../../http/isSameOriginRequest'
import { apiError } from '../../http/jsonResponses'

type AdminHandler = (req: PayloadRequest, admin: TypedUser) => Promise<Response>

/** The route (`...route(API.x)`, from its contract) and the handler. */
type AdminEndpointOptions = Pick<Endpoint, 'path' | 'method' | 'custom'> & { handler: AdminHandler }

const NO_STORE = 'private, no-store'

/**
 * An operations endpoint of the admin console: the cms answers it only for a staff member with
 * the `admin` role (401 signed out, 403 traveller or editor), whatever the site's pages show.
 * A state-changing call must also come from the site's (or the cms's own) origin, on top of the
 * SameSite cookie, so a page elsewhere cannot act with an administrator's session.
 */
export function adminEndpoint({ handler, ...mounted }: AdminEndpointOptions): Endpoint {
  const guarded: PayloadHandler = async (req) => {
    const refusal = refuse(req, mounted.method !== 'get')
    const response = refusal ?? (await handler(req, req.user as TypedUser))
    if (!response.headers.has('cache-control')) response.headers.set('cache-control', NO_STORE)
    return response
  }
  return { ...mounted, handler: guarded }
}

function refuse(req: PayloadRequest, isStateChanging: boolean): Response | null {
  if (!req.user) return apiError(401, { message: 'errors.unauthorized' })
  if (!isAdminUser(req.user)) return apiError(403, { message: 'errors.forbidden' })
  if (isStateChanging && !isSameOriginRequest(req))
    return apiError(403, { message: 'errors.forbiddenOrigin' })
  return null
}

/** A JSON answer of the console: never cached by a browser or a proxy. */
export const privateJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': NO_STORE } })

/** The route's numeric id, or null when it is not one (answered 404 like an unknown record). */
export const routeId = (req: PayloadRequest): number | null => parseRecordId(req.routeParams?.id)

export const notFound = () => apiError(404, { message: 'errors.notFound' })
