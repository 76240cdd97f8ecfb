import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { paymentStatus } from '../../services/bookings/paymentStatus'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE } from './limits'

const notFound = () => apiError(404, { message: 'paymentErrors.sessionNotFound' }, PRIVATE)

/**
 * GET /api/payments/status/{session_id}: the session id is the capability (unguessable, known to the
 * browser that paid), and the one rule: whoever holds it gets the same answer, signed in as anyone or
 * not; an unknown id is a 404. So the answer names nobody: no passenger names (the mail has them).
 */
export const paymentStatusEndpoint = contractEndpoint(API.paymentStatus, {
  handler: async ({ req, params: { sessionId } }) => {
    const status = await paymentStatus(req.payload, sessionId)
    return status ? Response.json(status, { headers: PRIVATE }) : notFound()
  },
})
