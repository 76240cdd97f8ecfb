import { API } from '@nexovia/content-schema/api/endpoints'
import { submitConciergeRequest } from '../../services/concierge/submitConciergeRequest'
import { contractEndpoint } from '../contract/contractEndpoint'

/** Trip details may be 5,000 characters of any script (up to 4 bytes each), plus the other fields. */
const MAX_BODY_BYTES = 24 * 1024

/** POST /api/concierge/submit: the home page's concierge form (services/concierge/submitConciergeRequest.ts). */
export const submitConciergeEndpoint = contractEndpoint(API.submitConcierge, {
  maxBytes: MAX_BODY_BYTES,
  handler: async ({ req, body }) => {
    const { id } = await submitConciergeRequest(req, body)
    return Response.json({ id, message: 'concierge.states.success' }, { status: 201 })
  },
})
