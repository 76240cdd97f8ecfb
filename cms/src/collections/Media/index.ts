import path from 'node:path'
import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/isStaff'
import { dataDir } from '../../dataDir'

export const Media: CollectionConfig = {
  slug: COLLECTION_SLUGS.media,
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    mimeTypes: ['image/avif', 'image/webp', 'image/png', 'image/jpeg', 'image/svg+xml'],
    // The editor marks the subject; pages crop their cover images around it (object-position).
    focalPoint: true,
    // Smaller webp copies for responsive srcsets (cards, heroes); never larger than the upload, and none
    // for an SVG, which scales by itself.
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      {
        name: 'card',
        width: 800,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      {
        name: 'hero',
        width: 1600,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true, maxLength: 300 }],
}
