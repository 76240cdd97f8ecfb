import type { TItinerary } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useCallback, useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { localIsoDate } from '../search/searchRules'
import {
  consistentLegs,
  criteriaFromQuery,
  criteriaToQuery,
  EMPTY_CRITERIA,
  type FlightCriteria,
  type FlightLeg,
  isSearchable,
  searchRequest,
} from './flightCriteria'
import { loadRecentSearches, rememberSearch, trackEvent } from './flightStorage'
import { type SearchFailure, searchFailure } from './itineraryRules'

/** An itinerary as its card shows it: `firstSeenPrice` is the search's price once Refresh Price ran. */
export type ShownItinerary = TItinerary & { firstSeenPrice?: number }

export type SearchState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  /** `unservedLegs`: the multi-city legs no itinerary flies, as the engine named them. */
  | { phase: 'done'; itineraries: ShownItinerary[]; unservedLegs: (FlightLeg & { number: number })[] }
  | { phase: 'failed'; failure: SearchFailure }

/**
 * The search of /flights (flow B, spec 02 §2): the URL holds the criteria, a search runs by itself
 * when they are complete, and each search writes them back to the URL and to recent searches.
 * `formKey` changes whenever the criteria form should be rebuilt with `criteria`.
 */
export function useFlightSearch(locale: Locale) {
  const [criteria, setCriteria] = useState<FlightCriteria>(EMPTY_CRITERIA)
  const [formKey, setFormKey] = useState(0)
  const [state, setState] = useState<SearchState>({ phase: 'idle' })
  const [recent, setRecent] = useState<FlightCriteria[]>([])
  const [refreshing, setRefreshing] = useState<string | null>(null)
  const [today, setToday] = useState('')

  const search = useCallback(
    async (asked: FlightCriteria) => {
      const next = consistentLegs(asked)
      setCriteria(next)
      setState({ phase: 'loading' })
      // The URL is the search's source of truth: a reload or a shared link runs it again.
      window.history.replaceState(null, '', `${window.location.pathname}?${criteriaToQuery(next)}`)
      setRecent(rememberSearch(next))
      trackEvent('flight_search', { origin: next.origin, destination: next.destination })
      const answer = await callEndpoint(API.searchFlights, { body: searchRequest(next, locale) })
      // An answer of an unexpected shape comes back as a failure with its 2xx status: 'generic'.
      const providerStatus = answer.ok ? answer.data.provider_status : undefined
      const failure = searchFailure({ status: answer.status, providerStatus })
      if (failure || !answer.ok) {
        trackEvent('flight_search_failed', { failure: failure ?? 'generic' })
        return setState({ phase: 'failed', failure: failure ?? 'generic' })
      }
      const { itineraries, unserved_legs: unserved = [] } = answer.data
      trackEvent('flight_results', { count: itineraries.length })
      const unservedLegs = unserved.flatMap((index) => {
        const leg = next.legs[index]
        return leg ? [{ ...leg, number: index + 1 }] : []
      })
      setState({ phase: 'done', itineraries, unservedLegs })
    },
    [locale],
  )

  // On arrival: the criteria of the URL, searched at once when complete; recent searches from this device.
  useEffect(() => {
    const fromUrl = criteriaFromQuery(new URLSearchParams(window.location.search))
    setToday(localIsoDate())
    setRecent(loadRecentSearches())
    // The form is rebuilt with the URL's criteria only when there are some: rebuilding it otherwise
    // would drop what the visitor may already have typed.
    if (criteriaToQuery(fromUrl).toString() === criteriaToQuery(EMPTY_CRITERIA).toString()) return
    setCriteria(fromUrl)
    setFormKey((key) => key + 1)
    if (isSearchable(fromUrl)) void search(fromUrl)
  }, [search])

  /** A search from the form, a popular route or a recent search: the form shows its criteria. */
  const start = (next: FlightCriteria) => {
    setFormKey((key) => key + 1)
    void search(next)
  }

  /** 'Refresh price': the server prices the itinerary again; its card shows the new price beside the first one. */
  const refresh = async (itinerary: TItinerary) => {
    setRefreshing(itinerary.itinerary_id)
    trackEvent('flight_reprice', { itinerary: itinerary.itinerary_id })
    const answer = await callEndpoint(API.repriceFlight, {
      body: { itinerary_id: itinerary.itinerary_id, currency: itinerary.currency },
    })
    setRefreshing(null)
    if (!answer.ok) return console.warn(`reprice failed: ${answer.status}`)
    const { price_total: priceTotal, price_fetched_at: fetchedAt } = answer.data
    setState((current) =>
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

  return { criteria, formKey, state, recent, refreshing, today, start, refresh }
}
