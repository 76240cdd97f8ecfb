import { API } from '@nexovia/content-schema/api/endpoints'
import { submitFlightLead } from '../../services/flights/submitFlightLead'
import { contractEndpoint } from '../contract/contractEndpoint'
import { LEAD_BODY_BYTES } from './limits'

/** POST /api/flights/leads/flight ('Contact Us' on /flights): stored, then mailed to the team (201). */
export const submitFlightLeadEndpoint = contractEndpoint(API.submitFlightLead, {
  maxBytes: LEAD_BODY_BYTES,
  handler: async ({ req, body }) => {
    const { id } = await submitFlightLead(req, body)
    const answer = { id, message: 'flights.lead.success', note: 'flights.lead.priceNote' }
    return Response.json(answer, { status: 201 })
  },
})
