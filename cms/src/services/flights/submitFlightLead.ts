import { COLLECTION_SLUGS, GLOBAL_SLUGS, NO_ITINERARY } from '@nexovia/content-schema'
import type { ParsedBodyOf } from '@nexovia/content-schema/api/contract'
import type { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { flightLeadTeamMail } from './flightLeadMail'
import { findOffer } from './offerStore'

/**
 * POST /api/flights/leads/flight ('Contact Us' on /flights): stored as a new lead, then mailed to
 * the team with the itinerary the server quoted (looked up by id, never taken from the browser).
 * The lead is stored whatever happens to the mail: the team also sees it in the admin.
 */
export async function submitFlightLead(
  req: PayloadRequest,
  data: ParsedBodyOf<typeof API.submitFlightLead>,
): Promise<{ id: number }> {
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
    req.payload.logger.error(`Flight lead mail failed: ${String(cause)}`)
  }
  return { id: record.id }
}
