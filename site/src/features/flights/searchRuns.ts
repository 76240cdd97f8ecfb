import type { TItinerary } from '@nexovia/content-schema'
import { callApi } from '../../lib/api/callApi'
import {
  consistentLegs,
  criteriaFromQuery,
  criteriaToQuery,
  EMPTY_CRITERIA,
  type FlightCriteria,
  isSearchable,
  searchRequest,
} from './flightCriteria'
import { rememberSearch, trackEvent } from './flightStorage'
import { viewFromQuery } from './resultsViewQuery'
import { type SearchRunContext, urlOf } from './searchAdoption'
import { searchOutcome } from './searchOutcome'

// What a /flights search does once asked (useFlightSearch keeps its state): loaded when the visitor
// first acts (a press or focus in the page, useFlightSearch), so no page carries it at first (issue 41).

/** True when criteria could be searched but their return comes before their departure (ISO dates compare as strings). */
const isReturnBeforeDeparture = (criteria: FlightCriteria) =>
  Boolean(criteria.returnDate && criteria.returnDate < criteria.departDate)

/** The strip of prices around the searched dates, asked once the search answered (not for multi-city). */
async function loadStrip(context: SearchRunContext, next: FlightCriteria, count: number) {
  if (next.legs.length > 0) return context.setStrip(null)
  context.setStrip({ phase: 'loading' })
  const answer = await callApi('flightDatePrices', { body: searchRequest(next, context.locale) })
  if (count !== context.count.current) return
  context.setStrip(
    answer.ok && answer.data.provider_status === 'ok' ? { phase: 'done', answer: answer.data } : null,
  )
}

/**
 * A search: the URL (the search's source of truth: a reload or a shared link runs it again; a new
 * history entry, so Back returns to the previous search), recent searches, then its outcome and strip.
 */
export async function runSearch(
  context: SearchRunContext,
  asked: FlightCriteria,
  history: 'push' | 'replace' | 'none',
) {
  const next = consistentLegs(asked)
  const count = ++context.count.current
  context.criteria.current = next
  context.setCriteria(next)
  context.setNeedsFix(false)
  context.setState({ phase: 'loading' })
  context.setStrip(next.legs.length > 0 ? null : { phase: 'loading' })
  if (history === 'push') window.history.pushState(null, '', urlOf(next, context.view.current))
  if (history === 'replace') window.history.replaceState(null, '', urlOf(next, context.view.current))
  context.setRecent(rememberSearch(next))
  trackEvent('flight_search', { origin: next.origin, destination: next.destination })
  const answer = await callApi('searchFlights', { body: searchRequest(next, context.locale) })
  if (count !== context.count.current) return
  // An answer of an unexpected shape comes back as a failure with its 2xx status: 'generic'.
  const outcome = searchOutcome(next, { status: answer.status, data: answer.data })
  // Found flights show once the results half and the cards' code are here (ItinerarySlot): drawn at once,
  // nothing below them moves when they arrive (issue 41). A failure is drawn at once, by the shell.
  if (outcome.phase === 'done') await context.foundReady().catch(() => undefined)
  if (count !== context.count.current) return
  context.setState(outcome)
  if (outcome.phase === 'failed') {
    trackEvent('flight_search_failed', { failure: outcome.failure })
    return context.setStrip(null)
  }
  trackEvent('flight_results', { count: outcome.itineraries.length })
  // The strip asks the engine seven times: after the results, so it never holds them back.
  void loadStrip(context, next, count)
}

/** The URL's search and view: searched when complete and correct, else shown in the form to correct. */
export function arriveAt(context: SearchRunContext, query: URLSearchParams, history: 'replace' | 'none') {
  const fromUrl = criteriaFromQuery(query)
  context.view.current = viewFromQuery(query)
  context.setView(context.view.current)
  // The form is rebuilt with the URL's criteria only when there are some: rebuilding it otherwise
  // would drop what the visitor may already have typed.
  const asQuery = criteriaToQuery(fromUrl).toString()
  if (asQuery === criteriaToQuery(EMPTY_CRITERIA).toString()) return
  const isSame = asQuery === criteriaToQuery(context.criteria.current).toString()
  if (isSame && history === 'none') return
  context.criteria.current = fromUrl
  context.setCriteria(fromUrl)
  context.setFormKey((key) => key + 1)
  if (isReturnBeforeDeparture(fromUrl)) {
    context.count.current += 1
    context.setState({ phase: 'idle' })
    context.setStrip(null)
    return context.setNeedsFix(true)
  }
  if (isSearchable(fromUrl)) void runSearch(context, fromUrl, history)
}

/** 'Refresh price': the server prices the itinerary again; its card shows the new price beside the first one. */
export async function refreshPrice(context: SearchRunContext, itinerary: TItinerary) {
  context.setRefreshing(itinerary.itinerary_id)
  trackEvent('flight_reprice', { itinerary: itinerary.itinerary_id })
  const answer = await callApi('repriceFlight', {
    body: { itinerary_id: itinerary.itinerary_id, currency: itinerary.currency },
  })
  context.setRefreshing(null)
  if (!answer.ok) return console.warn(`reprice failed: ${answer.status}`)
  const { price_total: priceTotal, price_fetched_at: fetchedAt } = answer.data
  context.setState((current) =>
    current.phase === 'done'
      ? {
          ...current,
          itineraries: current.itineraries.map((item) =>
            item.itinerary_id === itinerary.itinerary_id
              ? {
                  ...item,
                  price_total: priceTotal,
                  price_fetched_at: fetchedAt,
                  firstSeenPrice: item.firstSeenPrice ?? item.price_total,
                }
              : item,
          ),
        }
      : current,
  )
}
