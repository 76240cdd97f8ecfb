import { COLLECTION_SLUGS, CONCIERGE_STATUSES, LOCALES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { operationsAccess } from '../../access/operationsAccess'

export const ConciergeRequests: CollectionConfig = {
  slug: COLLECTION_SLUGS.conciergeRequests,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'phone', 'status', 'createdAt'] },
  access: operationsAccess,
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true, maxLength: 40 },
    { name: 'tripDetails', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'status',
      type: 'select',
      options: [...CONCIERGE_STATUSES],
      defaultValue: 'pending',
      required: true,
      index: true,
    },
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en', required: true },
  ],
}
