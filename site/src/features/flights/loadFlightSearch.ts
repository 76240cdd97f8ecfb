import type { TFlightDatePricesResponse } from '@nexovia/content-schema'
import { readAnswer } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { TEntryRequirement } from '@nexovia/content-schema/content/entry-requirements'
import type { Locale } from '@nexovia/content-schema/core'
import type { AstroGlobal } from 'astro'
import { askAsVisitor, CmsUnavailableError, postJsonAsVisitor } from '../../lib/cms'
import type { DestinationRequirements } from './entryRequirementsRules'
import { consistentLegs, criteriaFromQuery, isSearchable, searchRequest } from './flightCriteria'
import { viewFromQuery } from './resultsView'
import { type SearchOutcome, searchOutcome } from './searchOutcome'
import type { InitialSearch } from './searchState'

type Visitor = Pick<AstroGlobal, 'request' | 'clientAddress' | 'url'>

/** The engine's answer to the search, asked on the visitor's behalf (the API process rate-limits and caches it). */
async function outcomeOf(
  visitor: Visitor,
  search: InitialSearch['criteria'],
  locale: Locale,
): Promise<SearchOutcome> {
  try {
    const answer = await postJsonAsVisitor(visitor, API.searchFlights.path, searchRequest(search, locale))
    const read = answer.status === 200 ? await readAnswer(API.searchFlights, answer.body) : null
    return searchOutcome(search, { status: answer.status, data: read?.data })
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    console.warn(`[flights] ${error.message}`)
    return { phase: 'failed', failure: 'api' }
  }
}

/**
 * The cheapest price of the days around the search (the date strip), asked beside the search: in the
 * HTML, the island calls nothing on arrival, so the answers' schemas (zod) stay off the page until the
 * visitor searches again (issue 41: ≤ 75 KB). None for a multi-city trip or when the engine cannot say.
 */
async function stripOf(
  visitor: Visitor,
  search: InitialSearch['criteria'],
  locale: Locale,
): Promise<TFlightDatePricesResponse | null> {
  if (search.legs.length > 0) return null
  try {
    const answer = await postJsonAsVisitor(visitor, API.flightDatePrices.path, searchRequest(search, locale))
    const read = answer.status === 200 ? await readAnswer(API.flightDatePrices, answer.body) : null
    return read?.data.provider_status === 'ok' ? read.data : null
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    return null
  }
}

/** The destination's entry requirements, as the island would ask them; none when the cms cannot say. */
async function requirementsOf(
  visitor: Visitor,
  airport: string,
  locale: Locale,
): Promise<DestinationRequirements> {
  const answer = await askAsVisitor(visitor, API.destinationEntryRequirements, {
    params: { airport },
    query: { locale },
  })
  const entries: readonly TEntryRequirement[] = answer?.entries ?? []
  return answer ? { [airport]: entries } : {}
}

/**
 * The search a /flights URL holds, run on the server (issue 41) so its first results are in the
 * page's HTML: null when the URL holds none, or one the form must correct first (the island shows it).
 */
export async function loadFlightSearch(visitor: Visitor, locale: Locale): Promise<InitialSearch | null> {
  const query = visitor.url.searchParams
  const asked = criteriaFromQuery(query)
  const isReturnBeforeDeparture = Boolean(asked.returnDate && asked.returnDate < asked.departDate)
  if (!isSearchable(asked) || isReturnBeforeDeparture) return null
  const criteria = consistentLegs(asked)
  const [outcome, requirements, strip] = await Promise.all([
    outcomeOf(visitor, criteria, locale),
    requirementsOf(visitor, criteria.destination, locale),
    stripOf(visitor, criteria, locale),
  ])
  const answeredStrip = outcome.phase === 'done' ? strip : null
  return { criteria, view: viewFromQuery(query), outcome, requirements, strip: answeredStrip }
}
