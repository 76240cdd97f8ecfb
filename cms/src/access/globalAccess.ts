import type { GlobalConfig } from 'payload'
import { anyone } from './anyone'
import { isAdmin } from './isAdmin'
import { isStaff } from './isStaff'

/** Site-wide settings: public to read, administrators to change. */
export const settingsAccess: GlobalConfig['access'] = { read: anyone, update: isAdmin }

/** Editorial globals: public to read, editors and administrators to change. */
export const editorialAccess: GlobalConfig['access'] = { read: anyone, update: isStaff }
