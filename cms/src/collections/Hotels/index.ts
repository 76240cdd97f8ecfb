import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { referenceAccess } from '../../access/referenceAccess'
import { coordinateFields } from '../../fields/coordinates'
import { moneyFields } from '../../fields/money'
import { purgeCmsCaches } from '../../hooks/purgeCmsCaches'
import { deriveHotelFields } from './hooks/deriveHotelFields'
import { roomTypesField } from './roomTypesField'

/** A local time of day, "HH:MM". */
const clockTime = (name: string, defaultValue: string) =>
  ({
    name,
    type: 'text',
    required: true,
    defaultValue,
    maxLength: 5,
    validate: (value: unknown) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(String(value)) ? true : 'HH:MM, 24-hour'),
    admin: { width: '50%' },
  }) as const

export const Hotels: CollectionConfig = {
  slug: COLLECTION_SLUGS.hotels,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'stars', 'pricePerNight'] },
  access: referenceAccess,
  // The taxi's place search lists every hotel sold (localPlaces.ts): its cached places are purged.
  hooks: {
    beforeChange: [deriveHotelFields],
    afterChange: [purgeCmsCaches(['places'])],
    afterDelete: [purgeCmsCaches(['places'])],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'city', type: 'text', required: true, index: true, maxLength: 100 },
    { name: 'address', type: 'text', required: true, maxLength: 300 },
    { name: 'stars', type: 'number', required: true, min: 1, max: 5 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 2000 },
    // The lowest room type's base rate, set from the room types: the admin list and old readers show it.
    ...moneyFields('pricePerNight', { required: false }),
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
    { type: 'row', fields: [clockTime('checkInTime', '15:00'), clockTime('checkOutTime', '11:00')] },
    roomTypesField,
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
