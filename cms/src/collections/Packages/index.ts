import { CACHE_TAGS, COLLECTION_SLUGS, PACKAGE_KINDS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { referenceAccess } from '../../access/referenceAccess'
import { moneyFields } from '../../fields/money'
import { revalidateSite } from '../../hooks/revalidateSite'

/** Bookable flight and hotel packages sold through the checkout. */
export const Packages: CollectionConfig = {
  slug: COLLECTION_SLUGS.packages,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'basePrice', 'isActive'] },
  access: referenceAccess,
  // /payment lists them from the route cache.
  hooks: {
    afterChange: [revalidateSite([CACHE_TAGS.packages])],
    afterDelete: [revalidateSite([CACHE_TAGS.packages])],
  },
  fields: [
    { name: 'kind', type: 'select', options: [...PACKAGE_KINDS], required: true, index: true },
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 2000 },
    ...moneyFields('basePrice'),
    { name: 'isActive', type: 'checkbox', defaultValue: true },
  ],
}
