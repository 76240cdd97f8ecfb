import { COLLECTION_SLUGS, FLIGHT_LEAD_STATUSES, ITINERARY_ID_MAX, LOCALES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { operationsAccess } from '../../access/operationsAccess'

/** A traveller asking an advisor about an itinerary (or about no itinerary in particular). */
export const FlightLeads: CollectionConfig = {
  slug: COLLECTION_SLUGS.flightLeads,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'itineraryId', 'status', 'createdAt'] },
  access: operationsAccess,
  defaultSort: '-createdAt',
  fields: [
    { name: 'itineraryId', type: 'text', required: true, maxLength: ITINERARY_ID_MAX },
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'notes', type: 'textarea', maxLength: 5000 },
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en', required: true },
    {
      name: 'status',
      type: 'select',
      options: [...FLIGHT_LEAD_STATUSES],
      defaultValue: 'new',
      required: true,
    },
  ],
}
