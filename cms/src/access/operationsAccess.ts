import type { CollectionConfig } from 'payload'
import { isAdmin } from './isAdmin'

/**
 * Operations data (requests, leads, drivers, survey answers): administrators only. Rides and
 * bookings are written by the server alone (serverWritten.ts).
 * Public submissions arrive through custom endpoints that validate, rate-limit and then write
 * with the Local API; the collection itself never accepts anonymous writes.
 */
export const operationsAccess: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
