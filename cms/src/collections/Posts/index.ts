import { CACHE_TAGS, COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { contentAccess } from '../../access/contentAccess'
import { bodyField } from '../../fields/body/bodyField'
import { slugField } from '../../fields/slug'
import { translationStatusField } from '../../fields/translationStatus'
import { redirectOnSlugChange } from '../../hooks/redirectOnSlugChange'
import { revalidateSite } from '../../hooks/revalidateSite'
import { typesetFrenchCollection } from '../../hooks/typesetFrenchContent'
import { documentPreview } from '../../services/content/previewLinks'

export const Posts: CollectionConfig = {
  slug: COLLECTION_SLUGS.posts,
  admin: {
    ...documentPreview('posts'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'publishedAt', 'translationStatus', '_status'],
  },
  access: contentAccess,
  // Autosave keeps the draft the preview page shows in step with the editor's typing; publishing and
  // unpublishing can be scheduled (services/content/scheduledPublish.ts).
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true }, maxPerDoc: 20 },
  hooks: {
    beforeChange: [typesetFrenchCollection],
    afterChange: [revalidateSite([CACHE_TAGS.posts]), redirectOnSlugChange('posts')],
    afterDelete: [revalidateSite([CACHE_TAGS.posts])],
  },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
    slugField(),
    { name: 'excerpt', type: 'textarea', localized: true, required: true, maxLength: 500 },
    { name: 'category', type: 'text', localized: true, required: true, maxLength: 60 },
    { name: 'image', type: 'upload', relationTo: COLLECTION_SLUGS.media },
    { name: 'heroImage', type: 'upload', relationTo: COLLECTION_SLUGS.media },
    // The article itself: text, images and blocks (its intro and ranked places moved here, issue 34).
    bodyField(),
    { name: 'publishedAt', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'readTimeMinutes',
      type: 'number',
      min: 1,
      max: 120,
      required: true,
      admin: { position: 'sidebar' },
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    translationStatusField('posts', ['title', 'excerpt', 'category']),
  ],
}
