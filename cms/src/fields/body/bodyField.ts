import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import {
  BlocksFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  LinkFeature,
  lexicalEditor,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { RichTextField } from 'payload'
import { bodyBlocks } from './blocks'

/**
 * The rich-text body of posts and guides, one Lexical document per language: headings (h2–h4: the
 * page has its h1), lists, links (internal ones point at a document, so they follow its slug),
 * images with a caption and a credit, and the site's blocks. The site renders it as static HTML.
 */
export const bodyField = (): RichTextField => ({
  name: 'body',
  type: 'richText',
  localized: true,
  editor: lexicalEditor({
    features: ({ rootFeatures }) => [
      ...rootFeatures,
      HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
      LinkFeature({ enabledCollections: [COLLECTION_SLUGS.posts, COLLECTION_SLUGS.guides] }),
      UploadFeature({
        collections: {
          [COLLECTION_SLUGS.media]: {
            fields: [
              { name: 'caption', type: 'text', maxLength: 300 },
              { name: 'credit', type: 'text', maxLength: 120 },
            ],
          },
        },
      }),
      BlocksFeature({ blocks: bodyBlocks }),
      HorizontalRuleFeature(),
      FixedToolbarFeature(),
      InlineToolbarFeature(),
    ],
  }),
})
