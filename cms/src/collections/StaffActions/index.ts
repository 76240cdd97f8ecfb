import { COLLECTION_SLUGS, STAFF_ACTION_KINDS, STAFF_TEXT_MAX } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'

/**
 * The audit trail of the console (issue 35): who refunded, cancelled, noted, assigned a driver or
 * ticketed what, when. Written only by the actions themselves (services/bookings/staffActionLog.ts,
 * inside the action's transaction where it has one); administrators read it, nobody edits or
 * deletes a line, through REST or the panel.
 */
export const StaffActions: CollectionConfig = {
  slug: COLLECTION_SLUGS.staffActions,
  admin: {
    group: 'Bookings',
    defaultColumns: ['booking', 'kind', 'authorName', 'detail', 'createdAt'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'booking', type: 'relationship', relationTo: COLLECTION_SLUGS.bookings, index: true },
    { name: 'ride', type: 'relationship', relationTo: COLLECTION_SLUGS.rides, index: true },
    // The author's name is kept as it was: the line outlives a staff account deleted later.
    { name: 'admin', type: 'relationship', relationTo: COLLECTION_SLUGS.admins },
    { name: 'authorName', type: 'text', required: true, maxLength: 100 },
    { name: 'kind', type: 'select', options: [...STAFF_ACTION_KINDS], required: true },
    { name: 'detail', type: 'textarea', maxLength: STAFF_TEXT_MAX * 2 },
  ],
}
