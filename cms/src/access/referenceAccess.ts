import type { CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { isAdmin } from './isAdmin'

/** Reference data (airports, places, hotels, packages): public to read, administrators to change. */
export const referenceAccess: CollectionConfig['access'] = {
  read: anyone,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
