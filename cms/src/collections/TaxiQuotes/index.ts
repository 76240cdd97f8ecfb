import { COLLECTION_SLUGS, TAXI_SERVICE_TYPES, ZONES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { moneyFields } from '../../fields/money'

/**
 * A price the cms gave for a ride (POST /api/taxi/quote), kept until it expires so that a booking made
 * with its quote_id is charged exactly this price, never a figure from the browser. Only server code
 * writes quotes; admins may read them.
 */
export const TaxiQuotes: CollectionConfig = {
  slug: COLLECTION_SLUGS.taxiQuotes,
  admin: { useAsTitle: 'quoteId', defaultColumns: ['quoteId', 'zone', 'serviceType', 'price', 'expiresAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    // Random and unguessable: the public handle of the quote.
    { name: 'quoteId', type: 'text', required: true, unique: true, index: true, maxLength: 64 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'zone', type: 'select', options: [...ZONES], required: true },
    { name: 'serviceType', type: 'select', options: [...TAXI_SERVICE_TYPES], required: true },
    // The ride as priced (places, time, passengers, options), to check a booking describes the same ride.
    { name: 'ride', type: 'json', required: true },
    { name: 'distanceKm', type: 'number', required: true, min: 0 },
    { name: 'durationMin', type: 'number', required: true, min: 0 },
    ...moneyFields('price'),
    { name: 'breakdown', type: 'json', required: true, admin: { description: 'Minor units' } },
  ],
}
