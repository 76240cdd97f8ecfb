import { BOOKING_STATUSES, BOOKING_TYPES, COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '../../access/adminOrOwner'
import { isAdmin } from '../../access/isAdmin'
import { moneyFields } from '../../fields/money'

/**
 * A traveller reads their own bookings; only the server (checkout, payment webhooks) and
 * administrators create or change them, so a traveller cannot mark a booking paid or cheaper.
 */
export const Bookings: CollectionConfig = {
  slug: COLLECTION_SLUGS.bookings,
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'email', 'type', 'status', 'amount'] },
  access: { read: adminOrOwner, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, index: true, maxLength: 20 },
    { name: 'user', type: 'relationship', relationTo: COLLECTION_SLUGS.users, index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'type', type: 'select', options: [...BOOKING_TYPES], required: true },
    { name: 'destination', type: 'text', required: true, maxLength: 200 },
    {
      name: 'status',
      type: 'select',
      options: [...BOOKING_STATUSES],
      defaultValue: 'pending',
      required: true,
    },
    { name: 'departureDate', type: 'date' },
    ...moneyFields('amount'),
    { name: 'package', type: 'relationship', relationTo: COLLECTION_SLUGS.packages },
    {
      type: 'row',
      fields: [
        { name: 'passengers', type: 'number', min: 1, max: 6 },
        { name: 'nights', type: 'number', min: 1, max: 7 },
        { name: 'rooms', type: 'number', min: 1, max: 4 },
      ],
    },
    { name: 'checkoutSessionId', type: 'text', index: true, maxLength: 200 },
    { name: 'paidAt', type: 'date' },
  ],
}
