import { readAnswer } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { AstroGlobal } from 'astro'
import { CmsUnavailableError, postJsonAsVisitor } from '../../lib/cms'
import { type FlightResultsOutcome, flightResultsOutcome } from './flightResultsOutcome'
import type { FlightResultsQuery } from './flightResultsRules'

/**
 * The flow A search of /flight-results, run on the server (issue 41) so its flights are in the page's
 * HTML and nothing below them moves when they arrive; asked on the visitor's behalf (the API process
 * rate-limits and caches it).
 */
export async function loadFlightResults(
  visitor: Pick<AstroGlobal, 'clientAddress'>,
  query: FlightResultsQuery,
): Promise<FlightResultsOutcome> {
  try {
    const answer = await postJsonAsVisitor(visitor, API.searchFlightData.path, query)
    const isOk = answer.status >= 200 && answer.status < 300
    const read = isOk ? await readAnswer(API.searchFlightData, answer.body) : null
    return flightResultsOutcome({ status: answer.status, body: answer.body, data: read?.data })
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    console.warn(`[flight-results] ${error.message}`)
    return { phase: 'failed', message: 'errors.flightsUnavailable' }
  }
}
