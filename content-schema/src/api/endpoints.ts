/**
 * Every endpoint of the cms that Nexovia itself serves or calls, declared once: the cms registers
 * its routes from here (cms/src/http/contractRoute.ts refuses to start with a route missing from
 * this table, or an entry without its route) and the site calls them through one typed client
 * (site/src/lib/api/). zod-free: the schemas load on demand.
 */
import { ACCOUNT_ENDPOINTS } from './accountEndpoints.ts'
import { BOOKING_ENDPOINTS } from './bookingEndpoints.ts'
import { MESSAGE_ENDPOINTS } from './messageEndpoints.ts'
import { PRICE_WATCH_ENDPOINTS } from './priceWatchEndpoints.ts'
import { PUBLIC_ENDPOINTS } from './publicEndpoints.ts'
import { STAFF_ENDPOINTS } from './staffEndpoints.ts'

/** The whole table, by name: `API.login`, `API.flightCheckout`, … (one file per area beside this one). */
export const API = {
  ...ACCOUNT_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...PUBLIC_ENDPOINTS,
  ...BOOKING_ENDPOINTS,
  ...MESSAGE_ENDPOINTS,
  ...PRICE_WATCH_ENDPOINTS,
}
