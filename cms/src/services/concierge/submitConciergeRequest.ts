import { COLLECTION_SLUGS, GLOBAL_SLUGS } from '@nexovia/content-schema'
import type { ParsedBodyOf } from '@nexovia/content-schema/api/contract'
import type { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { confirmationMail, teamNotificationMail } from './conciergeMails'

type ConciergeForm = ParsedBodyOf<typeof API.submitConcierge>

/** The home page's concierge form: stored as a pending request, then acknowledged and announced to the team. */
export async function submitConciergeRequest(
  req: PayloadRequest,
  form: ConciergeForm,
): Promise<{ id: number }> {
  const record = await req.payload.create({
    collection: COLLECTION_SLUGS.conciergeRequests,
    data: { ...form, status: 'pending' },
    req,
  })
  await sendMails(req, form)
  return { id: record.id }
}

/** The request is stored whatever happens to the mail: a failed send is logged, not shown to the traveller. */
async function sendMails(req: PayloadRequest, form: ConciergeForm) {
  const settings = await req.payload.findGlobal({ slug: GLOBAL_SLUGS.siteSettings, req })
  const results = await Promise.allSettled([
    req.payload.sendEmail(confirmationMail(form)),
    req.payload.sendEmail(teamNotificationMail(form, settings.email)),
  ])
  for (const result of results) {
    if (result.status === 'rejected')
      req.payload.logger.error(`Concierge mail failed: ${String(result.reason)}`)
  }
}
