import { COLLECTION_SLUGS, ZONES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { operationsAccess } from '../../access/operationsAccess'

export const Drivers: CollectionConfig = {
  slug: COLLECTION_SLUGS.drivers,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'licensePlate', 'zone', 'isAvailable'] },
  access: operationsAccess,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'licensePlate', type: 'text', required: true, unique: true, maxLength: 20 },
    { name: 'zone', type: 'select', options: [...ZONES], required: true },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'isAvailable', type: 'checkbox', defaultValue: true, index: true },
  ],
}
