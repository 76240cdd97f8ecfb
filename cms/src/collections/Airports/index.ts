import { CACHE_TAGS, COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { referenceAccess } from '../../access/referenceAccess'
import { coordinateFields } from '../../fields/coordinates'
import { revalidateSite } from '../../hooks/revalidateSite'
import { forgetEngineAirports } from './hooks/forgetEngineAirports'

export const Airports: CollectionConfig = {
  slug: COLLECTION_SLUGS.airports,
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'city', 'name', 'country'] },
  access: referenceAccess,
  defaultSort: 'code',
  // The home page's search panel lists the airports, and the flight engine keeps them for a minute:
  // a change must reach both.
  hooks: {
    afterChange: [revalidateSite([CACHE_TAGS.airports]), forgetEngineAirports],
    afterDelete: [revalidateSite([CACHE_TAGS.airports]), forgetEngineAirports],
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, minLength: 3, maxLength: 3 },
    { name: 'city', type: 'text', required: true, maxLength: 100 },
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'country', type: 'text', required: true, maxLength: 100 },
    { name: 'countryCode', type: 'text', required: true, minLength: 2, maxLength: 2 },
    ...coordinateFields,
  ],
}
