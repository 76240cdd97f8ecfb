import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig, RelationshipField } from 'payload'
import { isAdmin } from '../access/isAdmin'

/**
 * What a booking kind keeps of its own beside the booking (passports, tickets, a supplier's stay):
 * one record per booking, read and written by staff only; travellers see it through the booking's
 * endpoints, never through REST.
 */
export const bookingRecordAccess: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}

export const bookingOfRecord: RelationshipField = {
  name: 'booking',
  type: 'relationship',
  relationTo: COLLECTION_SLUGS.bookings,
  required: true,
  unique: true,
  index: true,
}
