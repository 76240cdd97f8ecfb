/// <reference types="mapbox__mapbox-sdk" />
import mbxGeocoding from '@mapbox/mapbox-sdk/services/geocoding'
import type { TPlaceSuggestion } from '@nexovia/content-schema'
import { builtOncePerSettings } from '../lib/builtOncePerSettings'
import { onForget } from '../lib/processCaches'
import { zoneOf } from '../taxi/zones'
import { cachedGeocoder, GEOCODER_CACHE } from './cachedGeocoder'
import type { Geocoder } from './geocoder'

/** A slow geocoder must not hold up the suggestions: after this the local ones are shown alone. */
export const MAPBOX_TIMEOUT_MS = 1500

// The taxi serves these countries (the US north-east and coastal West Africa).
const COUNTRIES = ['us', 'ci', 'sn', 'gh', 'ng', 'bj', 'tg', 'ml', 'bf', 'gn']

type Feature = { place_name?: string; text?: string; center?: [number, number]; relevance?: number }

/**
 * Mapbox forward geocoding (v5 places) through the official SDK. `origin` points the SDK at another
 * host (the tests' local double of Mapbox's API).
 */
export function mapboxGeocoder(accessToken: string, origin?: string): Geocoder {
  const service = mbxGeocoding({ accessToken, ...(origin ? { origin } : {}) })
  return {
    forward: async (query, limit) => {
      const request = service.forwardGeocode({
        query,
        limit,
        countries: COUNTRIES,
        types: ['address', 'poi', 'place', 'locality', 'neighborhood'],
      })
      const timer = setTimeout(() => request.abort(), MAPBOX_TIMEOUT_MS)
      try {
        const response = await request.send()
        const features = ((response.body as unknown as { features?: Feature[] }).features ?? []).slice(
          0,
          limit,
        )
        return features.flatMap((feature): TPlaceSuggestion[] => {
          const [lng, lat] = feature.center ?? []
          if (typeof lng !== 'number' || typeof lat !== 'number' || !feature.place_name) return []
          return [
            {
              place_name: feature.place_name,
              text: feature.text ?? feature.place_name,
              center: [lng, lat],
              relevance: Math.min(1, Math.max(0, feature.relevance ?? 0)),
              zone: zoneOf(lat, lng),
              source: 'remote',
            },
          ]
        })
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

let latest: ReturnType<typeof cachedGeocoder> | undefined
const geocoderFor = builtOncePerSettings((settings) => {
  const [token, origin] = JSON.parse(settings) as [string, string]
  latest = cachedGeocoder(mapboxGeocoder(token, origin || undefined), GEOCODER_CACHE)
  return latest
})
// Purged with the places: what the taxi suggests is both, and a purge says the suggestions changed.
onForget('places', () => latest?.forget())

/**
 * The geocoder the cms uses: Mapbox when MAPBOX_TOKEN is set (MAPBOX_ORIGIN only for tests), else
 * none; one per settings, with its cache of answers.
 */
export function currentGeocoder(): Geocoder | undefined {
  const token = process.env.MAPBOX_TOKEN
  return token ? geocoderFor(JSON.stringify([token, process.env.MAPBOX_ORIGIN ?? ''])) : undefined
}
