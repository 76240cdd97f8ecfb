import { COLLECTION_SLUGS, ZSurveySubmit } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, PayloadRequest } from 'payload'
import { route } from '../../http/contractRoute'
import { parseJsonBody } from '../../http/parseJsonBody'
import { createRateLimit } from '../../http/rateLimit'

/** Seven short answers, a 1,000-character concern and an address: a few KB at most. */
const MAX_BODY_BYTES = 8 * 1024

// One visitor answers once, perhaps again for a friend ("Share with a friend" resets the form).
const rateLimit = createRateLimit({ points: 10, durationSeconds: 10 * 60 })

/**
 * POST /api/travel-savings/survey: the public questionnaire, validated with the form's own schema
 * (at most two benefits, the free-text concern only with "other", an optional address), stored
 * with its language and the server's time.
 */
async function submitSurvey(req: PayloadRequest): Promise<Response> {
  const limited = await rateLimit(req)
  if (limited) return limited
  const { data, error } = await parseJsonBody(req, ZSurveySubmit, MAX_BODY_BYTES)
  if (error) return error
  const record = await req.payload.create({
    collection: COLLECTION_SLUGS.surveyResponses,
    data: { ...data, submittedAt: new Date().toISOString() },
    req,
  })
  return Response.json({ id: record.id, submittedAt: record.submittedAt }, { status: 201 })
}

export const submitSurveyEndpoint: Endpoint = {
  ...route(API.submitSurvey),
  handler: submitSurvey,
}
