import {
  ANALYTICS_EVENTS_MAX,
  ANALYTICS_EVENTS_STORAGE_KEY,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_STORAGE_KEY,
} from '@nexovia/content-schema/core'
import { criteriaFromQuery, criteriaToQuery, type FlightCriteria } from './flightCriteria'

/** The last searches, newest first: one per origin/destination pair, at most 5 (spec 02 §9). */
export function withRecentSearch(
  recent: readonly FlightCriteria[],
  search: FlightCriteria,
): FlightCriteria[] {
  const others = recent.filter(
    (entry) => entry.origin !== search.origin || entry.destination !== search.destination,
  )
  return [search, ...others].slice(0, RECENT_SEARCHES_MAX)
}

export type AnalyticsEvent = { name: string; at: string; data?: Record<string, string | number> }

/** The events with a new one appended, keeping the last 100 (spec 02 §9). */
export const withEvent = (events: readonly AnalyticsEvent[], event: AnalyticsEvent): AnalyticsEvent[] =>
  [...events, event].slice(-ANALYTICS_EVENTS_MAX)

/** Local storage that may be missing, full or refused (private browsing): failures are silent. */
function readList(key: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

function writeList(key: string, list: readonly unknown[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list))
  } catch {
    // Nothing to do: recent searches and events are a convenience.
  }
}

/** Recent searches as stored; each entry is read back through the URL rules, so a tampered one is harmless. */
export function loadRecentSearches(): FlightCriteria[] {
  return readList(RECENT_SEARCHES_STORAGE_KEY)
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) =>
      criteriaFromQuery(
        new URLSearchParams(
          // A multi-city search keeps its legs as a list under `leg`.
          Object.entries(entry).flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value]).map((item) => [name, String(item)] as [string, string]),
          ),
        ),
      ),
    )
    .filter((criteria) => criteria.origin && criteria.destination && criteria.departDate)
    .slice(0, RECENT_SEARCHES_MAX)
}

export function rememberSearch(search: FlightCriteria): FlightCriteria[] {
  const recent = withRecentSearch(loadRecentSearches(), search)
  writeList(
    RECENT_SEARCHES_STORAGE_KEY,
    recent.map((entry) => {
      const query = criteriaToQuery(entry)
      return { ...Object.fromEntries(query), ...(entry.legs.length ? { leg: query.getAll('leg') } : {}) }
    }),
  )
  return recent
}

/** Records one analytics event on this device only (spec 02 §7: stored locally only). */
export function trackEvent(name: string, data?: AnalyticsEvent['data']): void {
  const events = readList(ANALYTICS_EVENTS_STORAGE_KEY) as AnalyticsEvent[]
  writeList(ANALYTICS_EVENTS_STORAGE_KEY, withEvent(events, { name, at: new Date().toISOString(), data }))
}
