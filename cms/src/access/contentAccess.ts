import type { CollectionConfig } from 'payload'
import { isStaff } from './isStaff'
import { publishedOrStaff } from './publishedOrStaff'

/** Editorial collections with drafts: the public reads what is published; drafts, versions and writes are staff's. */
export const contentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  readVersions: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}
