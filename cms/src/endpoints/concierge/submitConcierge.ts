import { COLLECTION_SLUGS, GLOBAL_SLUGS } from '@nexovia/content-schema'
import type { ParsedBodyOf } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { confirmationMail, teamNotificationMail } from '../../services/concierge/conciergeMails'
import { contractEndpoint } from '../contract/contractEndpoint'

/** Trip details may be 5,000 characters of any script (up to 4 bytes each), plus the other fields. */
const MAX_BODY_BYTES = 24 * 1024

/**
 * POST /api/concierge/submit: the home page's concierge form. Validated with the form's own
 * schema, stored as a pending request, then acknowledged to the traveller and announced to the team.
 */
async function submitConcierge(
  req: PayloadRequest,
  data: ParsedBodyOf<typeof API.submitConcierge>,
): Promise<Response> {
  const record = await req.payload.create({
    collection: COLLECTION_SLUGS.conciergeRequests,
    data: { ...data, status: 'pending' },
    req,
  })
  await sendMails(req, data)
  return Response.json({ id: record.id, message: 'concierge.states.success' }, { status: 201 })
}

/** The request is stored whatever happens to the mail: a failed send is logged, not shown to the traveller. */
async function sendMails(req: PayloadRequest, request: Parameters<typeof confirmationMail>[0]) {
  const settings = await req.payload.findGlobal({ slug: GLOBAL_SLUGS.siteSettings, req })
  const results = await Promise.allSettled([
    req.payload.sendEmail(confirmationMail(request)),
    req.payload.sendEmail(teamNotificationMail(request, settings.email)),
  ])
  for (const result of results) {
    if (result.status === 'rejected')
      req.payload.logger.error(`Concierge mail failed: ${String(result.reason)}`)
  }
}

export const submitConciergeEndpoint = contractEndpoint(API.submitConcierge, {
  maxBytes: MAX_BODY_BYTES,
  handler: ({ req, body }) => submitConcierge(req, body),
})
