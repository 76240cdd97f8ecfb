import { z } from 'zod'
import { ZDestinationSlug } from '../core/enum-schemas.ts'
import { arrayRowId, documentBase, listOf } from '../core/primitives.ts'
import { mediaField } from './media.ts'
import { ZDraftStatus } from './post.ts'

export const ZGuidePracticalInfo = z.object({
  bestTime: z.string().nullish(),
  currency: z.string().nullish(),
  language: z.string().nullish(),
  timezone: z.string().nullish(),
})
export type TGuidePracticalInfo = z.infer<typeof ZGuidePracticalInfo>

/** A destination guide in one locale. */
export const ZGuide = z.object({
  ...documentBase,
  slug: ZDestinationSlug,
  name: z.string(),
  subtitle: z.string(),
  description: z.string(),
  heroImage: mediaField(),
  highlights: listOf(z.object({ ...arrayRowId, title: z.string(), description: z.string() })),
  attractions: listOf(z.object({ ...arrayRowId, name: z.string(), description: z.string() })),
  practicalInfo: ZGuidePracticalInfo.nullish(),
  _status: ZDraftStatus.nullish(),
})
export type TGuide = z.infer<typeof ZGuide>
