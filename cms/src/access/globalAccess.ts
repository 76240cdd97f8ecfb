import type { GlobalConfig } from 'payload'
import { anyone } from './anyone'
import { isAdmin } from './isAdmin'
import { isStaff } from './isStaff'
import { publishedOrStaff } from './publishedOrStaff'

/** Site-wide settings: public to read, administrators to change. */
export const settingsAccess: GlobalConfig['access'] = { read: anyone, readVersions: isAdmin, update: isAdmin }

/**
 * Editorial globals with drafts: the public reads the published version (even when it asks for
 * `draft=true`); drafts, versions and changes are for editors and administrators.
 */
export const editorialAccess: GlobalConfig['access'] = {
  read: publishedOrStaff,
  readVersions: isStaff,
  update: isStaff,
}
