import type { TPlaceSuggestion } from '@nexovia/content-schema'

/** A remote geocoding service: free-text address → places, in Mapbox's feature shape. */
export interface Geocoder {
  forward(query: string, limit: number): Promise<TPlaceSuggestion[]>
}
