import { ZConciergeStatusUpdate } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { route } from '../../http/contractRoute'
import { apiError } from '../../http/jsonResponses'
import { parseJsonBody } from '../../http/parseJsonBody'
import { moveConciergeRequest } from '../../services/concierge/moveConciergeRequest'
import { adminEndpoint, notFound, privateJson, routeId } from '../admin/adminEndpoint'

/**
 * PUT /api/concierge/requests/:id {status}: pending → contacted → completed, nothing else (409);
 * of two administrators moving the same request at once, one gets 409 (services/concierge).
 */
export const updateConciergeStatusEndpoint = adminEndpoint({
  ...route(API.updateConciergeRequest),
  handler: async (req, admin) => {
    const id = routeId(req)
    if (!id) return notFound()
    const { data, error } = await parseJsonBody(req, ZConciergeStatusUpdate, 1024)
    if (error) return error
    const move = await moveConciergeRequest(req, id, data.status, Number(admin.id))
    if (move.outcome === 'not-found') return notFound()
    if (move.outcome === 'refused') return apiError(409, { message: 'errors.conciergeTransition' })
    return privateJson(move.request)
  },
})
