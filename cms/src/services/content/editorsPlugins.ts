import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/isStaff'
import { REDIRECTS_COLLECTION } from './redirectsCollection'

const DOCUMENTS = [COLLECTION_SLUGS.posts, COLLECTION_SLUGS.guides]

type Titled = { title?: unknown; name?: unknown; excerpt?: unknown; subtitle?: unknown }
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The editors' plugins (Payload's website template is the model): per-document SEO fields with the
 * search-result preview, and the redirects the site answers with a 301 (kept when a slug changes,
 * see redirectOnSlugChange). Redirects are public to read: the site asks for them as a visitor.
 */
export const editorsPlugins = (): Plugin[] => [
  seoPlugin({
    collections: DOCUMENTS,
    uploadsCollection: COLLECTION_SLUGS.media,
    generateTitle: ({ doc }: { doc: Titled }) => `${text(doc.title) || text(doc.name)} | Nexovia`,
    generateDescription: ({ doc }: { doc: Titled }) => text(doc.excerpt) || text(doc.subtitle),
  }),
  redirectsPlugin({
    collections: DOCUMENTS,
    overrides: {
      slug: REDIRECTS_COLLECTION,
      access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
      admin: { group: 'Content', defaultColumns: ['from', 'to.reference', 'updatedAt'] },
    },
  }),
]
