import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { listSurveyResponses, surveyStatistics } from '../../services/survey/surveyQueries'
import { privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'
import { exportSurveyEndpoint } from './exportSurvey'

/**
 * GET /api/travel-savings/survey/stats: every figure of the Statistics tab, read in one pass over
 * the responses and one over the chosen benefits (a respondent picks a benefit at most once).
 */
const surveyStats = contractEndpoint(API.surveyStats, {
  handler: async ({ req }) => {
    return privateJson(await surveyStatistics(req.payload))
  },
})

/**
 * GET /api/travel-savings/survey/responses?skip&limit&search&language: newest first, 20 a page;
 * the search matches the address or the free-text concern in any case.
 */
const surveyResponses = contractEndpoint(API.surveyResponses, {
  handler: async ({ req, query }) => {
    return privateJson(await listSurveyResponses(req, query))
  },
})

export const surveyEndpoints: Endpoint[] = [surveyStats, surveyResponses, exportSurveyEndpoint]
