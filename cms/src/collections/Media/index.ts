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
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true, maxLength: 300 }],
}
