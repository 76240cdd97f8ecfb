import { z } from 'zod'
import { arrayRowId, globalBase, listOf } from '../core/primitives.ts'
import { DEFAULT_TICKETING_HOURS } from '../flights/index.ts'

export const ZSocialLink = z.object({ ...arrayRowId, network: z.string(), url: z.string() })
export type TSocialLink = z.infer<typeof ZSocialLink>

export const ZMarketingFigure = z.object({
  ...arrayRowId,
  key: z.string(),
  value: z.string(),
  label: z.string(),
})
export type TMarketingFigure = z.infer<typeof ZMarketingFigure>

/** Contact details, social links and marketing figures, in one locale. */
export const ZSiteSettings = z.object({
  ...globalBase,
  phones: z.object({ us: z.string(), ci: z.string() }),
  email: z.string(),
  address: z.string(),
  whatsapp: z.string().nullish(),
  /** Percent done of the services still under construction, as editors set it (stored before the field: 0). */
  constructionProgress: z
    .object({ cars: z.number().nullish(), activities: z.number().nullish() })
    .nullish()
    .transform((value) => ({ cars: value?.cars ?? 0, activities: value?.activities ?? 0 })),
  /** Hours a paid flight's traveller is told ticketing usually takes (issue 31). */
  ticketingHours: z
    .number()
    .nullish()
    .transform((hours) => hours ?? DEFAULT_TICKETING_HOURS),
  socialLinks: listOf(ZSocialLink),
  marketingFigures: listOf(ZMarketingFigure),
})
export type TSiteSettings = z.infer<typeof ZSiteSettings>
