import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { moveConciergeRequest } from '../../services/concierge/moveConciergeRequest'
import { notFound, privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * PUT /api/concierge/requests/:id {status}: pending → contacted → completed, nothing else (409);
 * of two administrators moving the same request at once, one gets 409 (services/concierge).
 */
export const updateConciergeStatusEndpoint = contractEndpoint(API.updateConciergeRequest, {
  maxBytes: 1024,
  handler: async ({ req, params: { id }, body: data, user: admin }) => {
    const move = await moveConciergeRequest(req, id, data.status, Number(admin.id))
    if (move.outcome === 'not-found') return notFound()
    if (move.outcome === 'refused') return apiError(409, { message: 'errors.conciergeTransition' })
    return privateJson(move.request)
  },
})
