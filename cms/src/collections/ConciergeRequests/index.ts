import { COLLECTION_SLUGS, CONCIERGE_STATUSES, LOCALES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { operationsAccess } from '../../access/operationsAccess'
import { guardStatusChange } from './hooks/guardStatusChange'

export const ConciergeRequests: CollectionConfig = {
  slug: COLLECTION_SLUGS.conciergeRequests,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'phone', 'status', 'createdAt'] },
  access: operationsAccess,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [guardStatusChange] },
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
    // Who moved the request on, and when: set by /api/concierge/requests/:id in the same atomic
    // update as the status (updateConciergeStatus.ts), shown in the console's detail view.
    {
      type: 'row',
      fields: [
        { name: 'contactedAt', type: 'date', admin: { readOnly: true } },
        {
          name: 'contactedBy',
          type: 'relationship',
          relationTo: COLLECTION_SLUGS.admins,
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'completedAt', type: 'date', admin: { readOnly: true } },
        {
          name: 'completedBy',
          type: 'relationship',
          relationTo: COLLECTION_SLUGS.admins,
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
