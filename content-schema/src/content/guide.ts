import { z } from 'zod'
import { ZDestinationSlug } from '../core/enum-schemas.ts'
import { arrayRowId, documentBase, listOf } from '../core/primitives.ts'
import { NATIONALITY_GROUPS, VISA_KINDS, YELLOW_FEVER_RULES } from './entry-requirements.ts'
import { mediaField } from './media.ts'
import { ZDraftStatus, ZRichText, ZSeoMeta } from './post.ts'

export const ZGuidePracticalInfo = z.object({
  bestTime: z.string().nullish(),
  currency: z.string().nullish(),
  language: z.string().nullish(),
  timezone: z.string().nullish(),
})
export type TGuidePracticalInfo = z.infer<typeof ZGuidePracticalInfo>

/** One row of a guide's entry requirements (one nationality group), in one locale. */
export const ZEntryRequirementRow = z.object({
  ...arrayRowId,
  group: z.enum(NATIONALITY_GROUPS),
  visa: z.enum(VISA_KINDS),
  visaUrl: z.string().nullish(),
  yellowFever: z.enum(YELLOW_FEVER_RULES),
  passportValidity: z.string().nullish(),
  notes: z.string().nullish(),
  // Payload stores dates as ISO instants; the row's day is its first ten characters.
  lastChecked: z.string().transform((value) => value.slice(0, 10)),
  sourceUrl: z.string(),
})
export type TEntryRequirementRow = z.infer<typeof ZEntryRequirementRow>

/** A destination guide in one locale. */
export const ZGuide = z.object({
  ...documentBase,
  slug: ZDestinationSlug,
  name: z.string(),
  subtitle: z.string(),
  description: z.string(),
  heroImage: mediaField(),
  body: ZRichText.nullish(),
  meta: ZSeoMeta.nullish(),
  highlights: listOf(z.object({ ...arrayRowId, title: z.string(), description: z.string() })),
  attractions: listOf(z.object({ ...arrayRowId, name: z.string(), description: z.string() })),
  practicalInfo: ZGuidePracticalInfo.nullish(),
  entryRequirements: listOf(ZEntryRequirementRow),
  _status: ZDraftStatus.nullish(),
})
export type TGuide = z.infer<typeof ZGuide>
