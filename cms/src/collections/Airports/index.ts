import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { referenceAccess } from '../../access/referenceAccess'
import { coordinateFields } from '../../fields/coordinates'
import { forgetEngineAirports } from './hooks/forgetEngineAirports'

export const Airports: CollectionConfig = {
  slug: COLLECTION_SLUGS.airports,
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'city', 'name', 'country'] },
  access: referenceAccess,
  defaultSort: 'code',
  hooks: { afterChange: [forgetEngineAirports], afterDelete: [forgetEngineAirports] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, minLength: 3, maxLength: 3 },
    { name: 'city', type: 'text', required: true, maxLength: 100 },
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'country', type: 'text', required: true, maxLength: 100 },
    { name: 'countryCode', type: 'text', required: true, minLength: 2, maxLength: 2 },
    ...coordinateFields,
  ],
}
