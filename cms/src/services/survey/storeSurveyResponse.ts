import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { ParsedBodyOf } from '@nexovia/content-schema/api/contract'
import type { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'

/** A questionnaire answer (already checked by the form's own schema), stored with the server's time. */
export async function storeSurveyResponse(
  req: PayloadRequest,
  answer: ParsedBodyOf<typeof API.submitSurvey>,
): Promise<{ id: number; submittedAt: string }> {
  const record = await req.payload.create({
    collection: COLLECTION_SLUGS.surveyResponses,
    data: { ...answer, submittedAt: new Date().toISOString() },
    req,
  })
  return { id: record.id, submittedAt: record.submittedAt }
}
