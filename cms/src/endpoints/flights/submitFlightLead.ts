import { COLLECTION_SLUGS, GLOBAL_SLUGS, NO_ITINERARY, ZFlightLeadInput } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, PayloadRequest } from 'payload'
import { route } from '../../http/contractRoute'
import { parseJsonBody } from '../../http/parseJsonBody'
import { findOffer } from '../../services/flights/offerStore'
import { flightLeadTeamMail } from './flightLeadMail'
import { LEAD_BODY_BYTES, leadLimit } from './limits'

/**
 * POST /api/flights/leads/flight ('Contact Us' on /flights): stored as a new lead, then mailed to
 * the team with the itinerary the server quoted (looked up by id, never taken from the browser).
 */
async function submitFlightLead(req: PayloadRequest): Promise<Response> {
  const limited = await leadLimit(req)
  if (limited) return limited
  const { data, error } = await parseJsonBody(req, ZFlightLeadInput, LEAD_BODY_BYTES)
  if (error) return error
  const { itinerary_id: itineraryId, ...lead } = data
  const record = await req.payload.create({
    collection: COLLECTION_SLUGS.flightLeads,
    data: { ...lead, itineraryId, status: 'new' },
    req,
  })
  const offer = itineraryId === NO_ITINERARY ? undefined : await findOffer(req.payload, itineraryId)
  try {
    const settings = await req.payload.findGlobal({ slug: GLOBAL_SLUGS.siteSettings, req })
    await req.payload.sendEmail(flightLeadTeamMail(data, offer?.itinerary, settings.email))
  } catch (cause) {
    // The lead is stored whatever happens to the mail: the team also sees it in the admin.
    req.payload.logger.error(`Flight lead mail failed: ${String(cause)}`)
  }
  return Response.json(
    { id: record.id, message: 'flights.lead.success', note: 'flights.lead.priceNote' },
    { status: 201 },
  )
}

export const submitFlightLeadEndpoint: Endpoint = {
  ...route(API.submitFlightLead),
  handler: submitFlightLead,
}
