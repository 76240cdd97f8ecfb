import { z } from 'zod'
import { documentBase, ZIsoDateTime } from '../core/primitives.ts'
import { mediaField } from './media.ts'
import type { TRichText } from './rich-text.ts'

/**
 * A Lexical body as Payload answers it: checked to be a root with children; its nodes are read
 * defensively by the renderer (an unknown node is skipped, never an error).
 */
export const ZRichText = z.custom<TRichText>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { root?: { children?: unknown } }).root?.children),
)

/** A post's or guide's SEO fields (@payloadcms/plugin-seo): each overrides the page's own when set. */
export const ZSeoMeta = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
  image: mediaField(),
})
export type TSeoMeta = z.infer<typeof ZSeoMeta>

export const DRAFT_STATUSES = ['draft', 'published'] as const
export const ZDraftStatus = z.enum(DRAFT_STATUSES)
export type TDraftStatus = z.infer<typeof ZDraftStatus>

/** A blog post in one locale. */
export const ZPost = z.object({
  ...documentBase,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  image: mediaField(),
  heroImage: mediaField(),
  publishedAt: ZIsoDateTime,
  readTimeMinutes: z.number().int().min(1),
  featured: z.boolean().nullish(),
  body: ZRichText.nullish(),
  meta: ZSeoMeta.nullish(),
  _status: ZDraftStatus.nullish(),
})
export type TPost = z.infer<typeof ZPost>
