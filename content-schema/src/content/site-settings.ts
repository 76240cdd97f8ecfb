import { z } from 'zod'
import { arrayRowId, globalBase, listOf } from '../core/primitives.ts'

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
  bookingHost: z.string().nullish(),
  socialLinks: listOf(ZSocialLink),
  marketingFigures: listOf(ZMarketingFigure),
})
export type TSiteSettings = z.infer<typeof ZSiteSettings>
