import { CACHE_TAGS, COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { referenceAccess } from '../../access/referenceAccess'
import { coordinateFields } from '../../fields/coordinates'
import { purgeCmsCaches } from '../../hooks/purgeCmsCaches'
import { revalidateSite } from '../../hooks/revalidateSite'

export const Airports: CollectionConfig = {
  slug: COLLECTION_SLUGS.airports,
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'city', 'name', 'country'] },
  access: referenceAccess,
  defaultSort: 'code',
  // The home page's search panel lists the airports, and every cms process's flight engine keeps
  // them for a minute: a change must reach all of them.
  hooks: {
    afterChange: [revalidateSite([CACHE_TAGS.airports]), purgeCmsCaches(['airports'])],
    afterDelete: [revalidateSite([CACHE_TAGS.airports]), purgeCmsCaches(['airports'])],
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
