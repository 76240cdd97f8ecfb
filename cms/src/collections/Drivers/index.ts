import { COLLECTION_SLUGS, TAXI_AREAS, ZONES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { operationsAccess } from '../../access/operationsAccess'

export const Drivers: CollectionConfig = {
  slug: COLLECTION_SLUGS.drivers,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'licensePlate', 'area', 'isAvailable'] },
  access: operationsAccess,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'licensePlate', type: 'text', required: true, unique: true, maxLength: 20 },
    { name: 'zone', type: 'select', options: [...ZONES], required: true },
    // The city the driver works in: only rides of that area are offered to them. Not NOT NULL in the
    // database, since drivers created before it had none; the admin form requires it.
    {
      name: 'area',
      type: 'select',
      options: [...TAXI_AREAS],
      index: true,
      validate: (value: unknown) => (value ? true : 'Choose the city the driver works in.'),
      admin: { description: 'City the driver works in: only rides picked up there are offered to them.' },
    },
    { name: 'phone', type: 'text', maxLength: 40 },
    // Where the driver gets ride changes (a delayed flight); the traveller gets phone and WhatsApp.
    { name: 'email', type: 'email' },
    {
      name: 'whatsapp',
      type: 'text',
      maxLength: 40,
      admin: { description: 'WhatsApp number, if not the phone' },
    },
    { name: 'photo', type: 'upload', relationTo: COLLECTION_SLUGS.media },
    { name: 'isAvailable', type: 'checkbox', defaultValue: true, index: true },
  ],
}
