import {
  COLLECTION_SLUGS,
  LOCALES,
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_STATUSES,
} from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { serverWritten } from '../../access/serverWritten'

/**
 * Every WhatsApp and SMS message the notifier queued (issue 45): one row per event and channel, its
 * idempotency key unique in the database, so retries and concurrent events never send twice; its
 * status follows the provider's signed webhooks. Administrators read them (the booking's history);
 * only the server writes them.
 */
export const Messages: CollectionConfig = {
  slug: COLLECTION_SLUGS.messages,
  admin: {
    group: 'Bookings',
    defaultColumns: ['booking', 'event', 'channel', 'status', 'createdAt'],
  },
  lockDocuments: false,
  access: serverWritten(isAdmin),
  defaultSort: '-createdAt',
  fields: [
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, maxLength: 200 },
    { name: 'booking', type: 'relationship', relationTo: COLLECTION_SLUGS.bookings, index: true },
    // A message about no booking (a price dropped) names the traveller's account instead.
    { name: 'user', type: 'relationship', relationTo: COLLECTION_SLUGS.users, index: true },
    { name: 'event', type: 'select', options: [...MESSAGE_EVENTS], required: true },
    { name: 'channel', type: 'select', options: [...MESSAGE_CHANNELS], required: true },
    { name: 'to', type: 'text', required: true, maxLength: 20 },
    { name: 'locale', type: 'select', options: [...LOCALES], required: true },
    { name: 'variables', type: 'json', required: true },
    {
      name: 'status',
      type: 'select',
      options: [...MESSAGE_STATUSES],
      required: true,
      defaultValue: 'queued',
    },
    { name: 'providerId', type: 'text', index: true, maxLength: 200 },
    { name: 'attempts', type: 'number', min: 0, defaultValue: 0 },
    { name: 'lastError', type: 'text', maxLength: 300 },
  ],
}
