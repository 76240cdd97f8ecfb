import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { referenceAccess } from '../../access/referenceAccess'
import { coordinateFields } from '../../fields/coordinates'
import { moneyFields } from '../../fields/money'

export const Hotels: CollectionConfig = {
  slug: COLLECTION_SLUGS.hotels,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'stars', 'pricePerNight'] },
  access: referenceAccess,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'city', type: 'text', required: true, index: true, maxLength: 100 },
    { name: 'address', type: 'text', required: true, maxLength: 300 },
    { name: 'stars', type: 'number', required: true, min: 1, max: 5 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 2000 },
    ...moneyFields('pricePerNight'),
    { name: 'amenities', type: 'text', hasMany: true, maxLength: 40 },
    { name: 'rating', type: 'number', min: 0, max: 5 },
    { name: 'reviewCount', type: 'number', min: 0 },
    { name: 'roomsAvailable', type: 'number', min: 0 },
    { name: 'freeBreakfast', type: 'checkbox', defaultValue: false },
    { name: 'freeCancellation', type: 'checkbox', defaultValue: false },
    ...coordinateFields,
    { name: 'image', type: 'upload', relationTo: COLLECTION_SLUGS.media },
  ],
}
