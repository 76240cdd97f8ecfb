import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { ParsedBodyOf } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { contractEndpoint } from '../contract/contractEndpoint'

/** Seven short answers, a 1,000-character concern and an address: a few KB at most. */
const MAX_BODY_BYTES = 8 * 1024

/**
 * POST /api/travel-savings/survey: the public questionnaire, validated with the form's own schema
 * (at most two benefits, the free-text concern only with "other", an optional address), stored
 * with its language and the server's time.
 */
async function submitSurvey(
  req: PayloadRequest,
  data: ParsedBodyOf<typeof API.submitSurvey>,
): Promise<Response> {
  const record = await req.payload.create({
    collection: COLLECTION_SLUGS.surveyResponses,
    data: { ...data, submittedAt: new Date().toISOString() },
    req,
  })
  return Response.json({ id: record.id, submittedAt: record.submittedAt }, { status: 201 })
}

export const submitSurveyEndpoint = contractEndpoint(API.submitSurvey, {
  maxBytes: MAX_BODY_BYTES,
  handler: ({ req, body }) => submitSurvey(req, body),
})
