import type { CollectionConfig } from 'payload'
import { isStaff } from './isStaff'
import { publishedOrStaff } from './publishedOrStaff'

/** Editorial collections with drafts: the public reads what is published, staff write. */
export const contentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}
