import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { serverWritten } from '../../access/serverWritten'

/**
 * Every payment event the webhook has accepted, once: the unique event id is what makes a
 * redelivered or concurrently delivered event a no-op (an insert that conflicts does nothing).
 * Written only by the webhook handler; administrators may read them to follow a payment.
 */
export const PaymentEvents: CollectionConfig = {
  slug: COLLECTION_SLUGS.paymentEvents,
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'booking', 'createdAt'] },
  access: serverWritten(isAdmin),
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, maxLength: 255 },
    { name: 'type', type: 'text', required: true, maxLength: 100 },
    { name: 'booking', type: 'relationship', relationTo: COLLECTION_SLUGS.bookings, index: true },
  ],
}
