import type { TPlaceSuggestion } from '@nexovia/content-schema'
import type { Geocoder } from './geocoder'

type CacheOptions = {
  /** How long an answer is reused: places do not move, but Mapbox's terms ask for temporary use. */
  ttlMs: number
  /** The most answers kept; the least recently used goes first. */
  maxEntries: number
  now?: () => number
}

/** An hour of reuse, and room for a few thousand distinct addresses in a few megabytes. */
export const GEOCODER_CACHE = { ttlMs: 60 * 60_000, maxEntries: 2000 } as const

/**
 * Reuses the geocoder's answers for the same query and limit. The taxi form asks on every pause of
 * typing, so travellers typing the same hotel or airport would otherwise each pay a Mapbox request
 * and its latency. Only answers are kept: a failure is asked again next time. Queries are compared
 * trimmed and case-folded, as Mapbox itself compares them.
 */
export function cachedGeocoder(
  inner: Geocoder,
  { ttlMs, maxEntries, now = Date.now }: CacheOptions,
): Geocoder & { forget(): void } {
  // A Map keeps insertion order: deleting and setting again makes an entry the most recent.
  const entries = new Map<string, { at: number; places: Promise<TPlaceSuggestion[]> }>()
  return {
    forward(query, limit) {
      const key = `${limit}|${query.trim().toLocaleLowerCase()}`
      const found = entries.get(key)
      entries.delete(key)
      if (found && now() - found.at < ttlMs) {
        entries.set(key, found)
        return found.places
      }
      // The promise itself is kept, so that simultaneous identical lookups share one request.
      const places = inner.forward(query, limit)
      const entry = { at: now(), places }
      entries.set(key, entry)
      places.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
      return places
    },
    /** Drops every kept answer (a purge announced to every cms process, processCaches.ts). */
    forget() {
      entries.clear()
    },
  }
}
