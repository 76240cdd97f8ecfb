import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { referenceAccess } from '../../access/referenceAccess'
import { coordinateFields } from '../../fields/coordinates'
import { moneyFields } from '../../fields/money'
import { deriveHotelFields } from './hooks/deriveHotelFields'

const month = (name: string) =>
  ({ name, type: 'number', required: true, min: 1, max: 12, admin: { step: 1, width: '25%' } }) as const

export const Hotels: CollectionConfig = {
  slug: COLLECTION_SLUGS.hotels,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'stars', 'pricePerNight'] },
  access: referenceAccess,
  hooks: { beforeChange: [deriveHotelFields] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'city', type: 'text', required: true, index: true, maxLength: 100 },
    { name: 'address', type: 'text', required: true, maxLength: 300 },
    { name: 'stars', type: 'number', required: true, min: 1, max: 5 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 2000 },
    // The base (low-season) rate of one room for one night.
    ...moneyFields('pricePerNight'),
    {
      name: 'seasonalRates',
      type: 'array',
      admin: {
        description: 'Nights in these months (inclusive, may wrap over the new year) use this rate instead.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            month('startMonth'),
            month('endMonth'),
            {
              name: 'pricePerNight',
              type: 'number',
              required: true,
              min: 0,
              admin: { description: 'Minor units, in the hotel currency', step: 1 },
            },
          ],
        },
      ],
    },
    {
      name: 'discountPercent',
      type: 'number',
      min: 0,
      max: 90,
      admin: { description: 'A real discount on every night; the site strikes through the price before it.' },
    },
    {
      name: 'amenities',
      type: 'text',
      hasMany: true,
      maxLength: 40,
      admin: { readOnly: true, description: 'Set from the star rating.' },
    },
    { name: 'rating', type: 'number', min: 0, max: 5 },
    { name: 'reviewCount', type: 'number', min: 0 },
    {
      name: 'roomsAvailable',
      type: 'number',
      min: 0,
      admin: { description: 'Rooms the hotel sells to Nexovia travellers each night.' },
    },
    { name: 'freeBreakfast', type: 'checkbox', defaultValue: false },
    { name: 'freeCancellation', type: 'checkbox', defaultValue: false },
    ...coordinateFields,
    {
      name: 'distanceFromCentreKm',
      type: 'number',
      admin: { readOnly: true, description: 'Computed from the coordinates and the city centre.' },
    },
    { name: 'searchText', type: 'text', index: true, admin: { hidden: true } },
    { name: 'image', type: 'upload', relationTo: COLLECTION_SLUGS.media },
  ],
}
