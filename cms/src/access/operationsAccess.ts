import type { CollectionConfig } from 'payload'
import { isAdmin } from './isAdmin'

/**
 * Operations data (requests, leads, rides, drivers, survey answers): administrators only.
 * Public submissions arrive through custom endpoints that validate, rate-limit and then write
 * with the Local API; the collection itself never accepts anonymous writes.
 */
export const operationsAccess: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
