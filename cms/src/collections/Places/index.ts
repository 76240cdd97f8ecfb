import { COLLECTION_SLUGS, LANDMARK_CATEGORIES, PLACE_TYPES, ZONES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { referenceAccess } from '../../access/referenceAccess'
import { coordinateFields } from '../../fields/coordinates'
import { purgeCmsCaches } from '../../hooks/purgeCmsCaches'

/** Pick-up and drop-off points for the airport taxi: airports, hotels and landmarks. */
export const Places: CollectionConfig = {
  slug: COLLECTION_SLUGS.places,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'type', 'zone'] },
  access: referenceAccess,
  // Every cms process keeps the places (and the geocoder's answers) in memory for the taxi's lookups.
  hooks: { afterChange: [purgeCmsCaches(['places'])], afterDelete: [purgeCmsCaches(['places'])] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 200 },
    { name: 'code', type: 'text', maxLength: 3, admin: { description: 'IATA code, airports only' } },
    { name: 'city', type: 'text', required: true, maxLength: 100 },
    { name: 'address', type: 'text', required: true, maxLength: 300 },
    { name: 'type', type: 'select', options: [...PLACE_TYPES], required: true, index: true },
    { name: 'category', type: 'select', options: [...LANDMARK_CATEGORIES] },
    { name: 'zone', type: 'select', options: [...ZONES], required: true, index: true },
    ...coordinateFields,
  ],
}
