import { CACHE_TAGS, COLLECTION_SLUGS, DESTINATION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig, Field } from 'payload'
import { contentAccess } from '../../access/contentAccess'
import { bodyField } from '../../fields/body/bodyField'
import { translationStatusField } from '../../fields/translationStatus'
import { redirectOnSlugChange } from '../../hooks/redirectOnSlugChange'
import { revalidateSite } from '../../hooks/revalidateSite'
import { typesetFrenchCollection } from '../../hooks/typesetFrenchContent'
import { documentPreview } from '../../services/content/previewLinks'
import { entryRequirementsField, entryRequirementsReviewField } from './entryRequirementsField'

const titledText: Field[] = [
  { name: 'title', type: 'text', localized: true, required: true, maxLength: 120 },
  { name: 'description', type: 'textarea', localized: true, required: true, maxLength: 1000 },
]

export const Guides: CollectionConfig = {
  slug: COLLECTION_SLUGS.guides,
  admin: {
    ...documentPreview('guides'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'entryRequirementsReview', 'translationStatus', '_status'],
  },
  access: contentAccess,
  // Autosave keeps the draft the preview page shows in step with the editor's typing; publishing and
  // unpublishing can be scheduled (services/content/scheduledPublish.ts).
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true }, maxPerDoc: 20 },
  hooks: {
    beforeChange: [typesetFrenchCollection],
    afterChange: [revalidateSite([CACHE_TAGS.guides]), redirectOnSlugChange('guides')],
    afterDelete: [revalidateSite([CACHE_TAGS.guides])],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'select',
      options: [...DESTINATION_SLUGS],
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'subtitle', type: 'text', localized: true, required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', localized: true, required: true, maxLength: 2000 },
    { name: 'heroImage', type: 'upload', relationTo: COLLECTION_SLUGS.media },
    // Free text between the description and the sections: an editor's article about the place.
    bodyField(),
    { name: 'highlights', type: 'array', maxRows: 8, fields: titledText },
    {
      name: 'attractions',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'name', type: 'text', localized: true, required: true, maxLength: 120 },
        { name: 'description', type: 'textarea', localized: true, required: true, maxLength: 1000 },
      ],
    },
    {
      name: 'practicalInfo',
      type: 'group',
      fields: [
        { name: 'bestTime', type: 'text', localized: true, maxLength: 200 },
        { name: 'currency', type: 'text', maxLength: 40 },
        { name: 'language', type: 'text', localized: true, maxLength: 200 },
        { name: 'timezone', type: 'text', maxLength: 60 },
      ],
    },
    entryRequirementsField,
    entryRequirementsReviewField,
    translationStatusField('guides', ['name', 'subtitle', 'description']),
  ],
}
