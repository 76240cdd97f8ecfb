import { COLLECTION_SLUGS, LOCALES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/nobody'
import { serverWritten } from '../../access/serverWritten'

/**
 * The browsers a traveller asked to be told of a booking's events (Web Push): the push service's
 * address and the browser's keys. Nobody reads or writes them through REST or the panel, staff
 * included: the address is the browser's capability and the keys decrypt nothing we keep. Written by
 * the subscribe endpoints and deleted when the push service says the subscription is gone (404/410).
 */
export const PushSubscriptions: CollectionConfig = {
  slug: COLLECTION_SLUGS.pushSubscriptions,
  admin: { hidden: true },
  // Nobody edits them in the panel; and a data migration that runs the Local API before this
  // collection's table exists would otherwise look it up in the locked documents.
  lockDocuments: false,
  access: serverWritten(nobody),
  fields: [
    { name: 'endpoint', type: 'text', required: true, unique: true, maxLength: 1000 },
    { name: 'p256dh', type: 'text', required: true, maxLength: 100 },
    { name: 'auth', type: 'text', required: true, maxLength: 30 },
    {
      name: 'booking',
      type: 'relationship',
      relationTo: COLLECTION_SLUGS.bookings,
      required: true,
      index: true,
    },
    { name: 'locale', type: 'select', required: true, options: [...LOCALES] },
  ],
}
