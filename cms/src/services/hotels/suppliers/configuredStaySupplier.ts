import type { THotelResult, THotelSearchQuery } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { duffelStays } from './duffelStays'
import type { BookableStaySupplier, StaySupplier } from './staySupplier'

let override: StaySupplier | undefined
let duffel: { key: string; supplier: BookableStaySupplier } | undefined

/**
 * Duffel Stays when HOTELS_SUPPLIER=duffel and DUFFEL_ACCESS_TOKEN is set (DUFFEL_API_URL may point it
 * elsewhere), else null: the cms collection. A flights token alone does not switch hotels.
 */
export function duffelStaysSupplier(
  env: Record<string, string | undefined> = process.env,
): BookableStaySupplier | null {
  if (override) return 'quote' in override ? (override as BookableStaySupplier) : null
  const token = env.DUFFEL_ACCESS_TOKEN?.trim()
  if (env.HOTELS_SUPPLIER?.trim() !== 'duffel' || !token) return null
  // One client per configuration, reused by every request.
  const key = `${token}|${env.DUFFEL_API_URL ?? ''}`
  if (duffel?.key !== key) duffel = { key, supplier: duffelStays({ token, basePath: env.DUFFEL_API_URL }) }
  return duffel.supplier
}

/** The supplier the hotel search asks: Duffel Stays when configured, else the inventory search given. */
export function configuredStaySupplier(
  inventory: (payload: Payload, query: THotelSearchQuery, now: Date) => Promise<THotelResult[]>,
): StaySupplier {
  return override ?? duffelStaysSupplier() ?? { name: 'offline', search: inventory }
}

/** Replaces the configured supplier (tests); undefined restores the configuration. */
export function useStaySupplier(supplier: StaySupplier | undefined): void {
  override = supplier
}
