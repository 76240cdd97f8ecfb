import { API } from '@nexovia/content-schema/api/endpoints'
import { storeSurveyResponse } from '../../services/survey/storeSurveyResponse'
import { contractEndpoint } from '../contract/contractEndpoint'

/** Seven short answers, a 1,000-character concern and an address: a few KB at most. */
const MAX_BODY_BYTES = 8 * 1024

/**
 * POST /api/travel-savings/survey: the public questionnaire, validated with the form's own schema
 * (at most two benefits, the free-text concern only with "other", an optional address), stored
 * with its language and the server's time.
 */
export const submitSurveyEndpoint = contractEndpoint(API.submitSurvey, {
  maxBytes: MAX_BODY_BYTES,
  handler: async ({ req, body }) => Response.json(await storeSurveyResponse(req, body), { status: 201 }),
})
