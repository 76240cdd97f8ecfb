import { duffelOrders } from '../duffel/duffelOrders'
import type { FlightOrders } from './flightOrders'

let override: { orders: FlightOrders | undefined } | undefined
let duffel: { key: string; orders: FlightOrders } | undefined

/**
 * Where paid flights are ordered: Duffel when DUFFEL_ACCESS_TOKEN is set (DUFFEL_API_URL may point it
 * elsewhere), else nowhere: the offline engine's tickets are issued by the ticketing desk by hand.
 * Tests install their own with `useFlightOrders`.
 */
export function configuredOrders(
  env: Record<string, string | undefined> = process.env,
): FlightOrders | undefined {
  if (override) return override.orders
  const token = env.DUFFEL_ACCESS_TOKEN?.trim()
  if (!token) return undefined
  const key = `${token}|${env.DUFFEL_API_URL ?? ''}`
  if (duffel?.key !== key) duffel = { key, orders: duffelOrders({ token, basePath: env.DUFFEL_API_URL }) }
  return duffel.orders
}

/** Replaces the configured orders (a test's double, or none for offline); no argument restores configuration. */
export function useFlightOrders(...orders: [FlightOrders | undefined] | []): void {
  override = orders.length ? { orders: orders[0] } : undefined
}
