import { z } from 'zod'
import { arrayRowId, documentBase, listOf, ZIsoDateTime } from '../core/primitives.ts'
import { mediaField } from './media.ts'

export const DRAFT_STATUSES = ['draft', 'published'] as const
export const ZDraftStatus = z.enum(DRAFT_STATUSES)
export type TDraftStatus = z.infer<typeof ZDraftStatus>

export const ZPostDestination = z.object({
  ...arrayRowId,
  rank: z.number().int().min(1),
  name: z.string(),
  image: mediaField(),
  description: z.string(),
  highlights: listOf(z.object({ ...arrayRowId, label: z.string() })),
})
export type TPostDestination = z.infer<typeof ZPostDestination>

/** A blog post in one locale. */
export const ZPost = z.object({
  ...documentBase,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  intro: z.string().nullish(),
  image: mediaField(),
  heroImage: mediaField(),
  publishedAt: ZIsoDateTime,
  readTimeMinutes: z.number().int().min(1),
  featured: z.boolean().nullish(),
  destinations: listOf(ZPostDestination),
  _status: ZDraftStatus.nullish(),
})
export type TPost = z.infer<typeof ZPost>
