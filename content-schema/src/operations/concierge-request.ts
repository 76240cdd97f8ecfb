import { z } from 'zod'
import { TEXT_LIMITS } from '../constants/accounts.ts'
import { ZConciergeStatus } from '../enums.ts'
import { ZLocale } from '../locales.ts'
import { documentBase, email, payload, requiredText } from '../primitives.ts'

export const ZConciergeRequest = z.object({
  ...documentBase,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  tripDetails: z.string(),
  status: ZConciergeStatus,
  locale: ZLocale,
})
export type TConciergeRequest = z.infer<typeof ZConciergeRequest>

/** The home-page concierge form: every field required after trimming. */
export const ZConciergeSubmit = payload({
  name: requiredText(TEXT_LIMITS.fullName, 'validation.requiredFields'),
  email: email({ required: 'validation.requiredFields', invalid: 'validation.validEmail' }),
  phone: requiredText(TEXT_LIMITS.phone, 'validation.requiredFields'),
  tripDetails: requiredText(TEXT_LIMITS.tripDetails, 'validation.requiredFields'),
  locale: ZLocale.default('en'),
})
export type TConciergeSubmit = z.infer<typeof ZConciergeSubmit>

export const ZConciergeStatusUpdate = payload({ status: ZConciergeStatus })
export type TConciergeStatusUpdate = z.infer<typeof ZConciergeStatusUpdate>
