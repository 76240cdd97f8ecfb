import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig, RelationshipField } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { serverWritten } from '../access/serverWritten'

/**
 * What a booking kind keeps of its own beside the booking (passports, tickets, a supplier's stay):
 * one record per booking, read by administrators only and written by the server only (the console's
 * endpoints for staff); travellers see it through the booking's endpoints, never through REST.
 */
export const bookingRecordAccess = serverWritten(isAdmin)

export const bookingOfRecord: RelationshipField = {
  name: 'booking',
  type: 'relationship',
  relationTo: COLLECTION_SLUGS.bookings,
  required: true,
  unique: true,
  index: true,
}

/**
 * A kind's data as sold, kept beside its booking (issue 33: booking-stays, -flights, -packages): in
 * the Bookings group, staff only, written by the server only and never edited in the panel, so
 * nothing to lock (and no locked-documents column, which the older migrations that use the Local API
 * would query before the table exists).
 */
export const keptBesideBooking = ({
  slug,
  columns,
  description,
  fields,
}: {
  slug: string
  columns: string[]
  description: string
  fields: CollectionConfig['fields']
}): CollectionConfig => ({
  slug,
  admin: { group: 'Bookings', defaultColumns: ['booking', ...columns, 'createdAt'], description },
  access: bookingRecordAccess,
  lockDocuments: false,
  fields: [bookingOfRecord, ...fields],
})
