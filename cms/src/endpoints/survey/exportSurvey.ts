import { API } from '@nexovia/content-schema/api/endpoints'
import { csvStream } from '../../services/survey/surveyCsvExport'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * GET /api/travel-savings/survey/export: every response as CSV, streamed in batches read by id
 * (keyset, so each batch is an index range and nothing is held beyond it): UTF-8 with a BOM,
 * one header row, cells a spreadsheet would run as formulas neutralised (services/survey/csv.ts).
 */
export const exportSurveyEndpoint = contractEndpoint(API.surveyExport, {
  handler: async ({ req }) => {
    const date = new Date().toISOString().slice(0, 10)
    return new Response(csvStream(req), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="travel-savings-responses-${date}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
})
