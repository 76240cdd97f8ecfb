import type { EndpointAccess } from '@nexovia/content-schema/api/contract'
import type { PayloadRequest, TypedUser } from 'payload'
import { isAdminUser, isStaffUser } from '../../access/roles'
import { isSameOriginRequest } from '../../http/isSameOriginRequest'
import { apiError } from '../../http/jsonResponses'
import {
  expiredTravellerCookie,
  staffFromRequest,
  travellerFromRequest,
} from '../../services/auth/travellerSession'

/** Who a route's access lets through: the signed-in user it needs, or the refusal to answer. */
export type AccessResult = { user: TypedUser | undefined; refusal?: undefined } | { refusal: Response }

const unauthorized = (): AccessResult => ({ refusal: apiError(401, { message: 'errors.unauthorized' }) })
const forbidden = (): AccessResult => ({ refusal: apiError(403, { message: 'errors.forbidden' }) })

/** The staff member of the request: 401 signed out, 403 signed in as someone else (a traveller). */
function staffOf(req: PayloadRequest, isAllowed: (user: PayloadRequest['user']) => boolean): AccessResult {
  if (!req.user) return unauthorized()
  const staff = staffFromRequest(req)
  if (!staff || !isAllowed(staff)) return forbidden()
  return { user: staff }
}

/**
 * Enforces a contract entry's `access` on a request. A traveller is read from the traveller cookie
 * (the same browser may also hold a staff session); staff and administrators from Payload's user. A
 * state-changing console call must also come from the site's (or the cms's own) origin, on top of
 * the SameSite cookie. `provider` routes check their signature themselves; `nobody` is answered 404.
 */
export async function checkAccess(
  req: PayloadRequest,
  access: EndpointAccess,
  isStateChanging: boolean,
): Promise<AccessResult> {
  switch (access) {
    case 'public':
    case 'provider':
      return { user: undefined }
    case 'nobody':
      return { refusal: apiError(404, { message: 'errors.notFound' }) }
    case 'traveller': {
      const traveller = (await travellerFromRequest(req)) as TypedUser | null
      if (traveller) return { user: traveller }
      // A traveller cookie that opens no session is deleted with the refusal (logout relies on it).
      const headers = { 'set-cookie': expiredTravellerCookie() }
      return { refusal: apiError(401, { message: 'errors.unauthorized' }, headers) }
    }
    case 'staff':
      return staffOf(req, isStaffUser)
    case 'admin': {
      const result = staffOf(req, isAdminUser)
      if (!result.refusal && isStateChanging && !isSameOriginRequest(req))
        return { refusal: apiError(403, { message: 'errors.forbiddenOrigin' }) }
      return result
    }
  }
}
