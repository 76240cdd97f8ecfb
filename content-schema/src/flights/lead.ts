import { z } from 'zod'
import { TEXT_LIMITS } from '../accounts/plain.ts'
import { ZFlightLeadStatus } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import {
  documentBase,
  email,
  optionalMultilineText,
  optionalText,
  payload,
  requiredText,
} from '../core/primitives.ts'
import { ITINERARY_ID_MAX, NO_ITINERARY } from './constants.ts'

export const ZFlightLead = z.object({
  ...documentBase,
  itineraryId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  notes: z.string().nullish(),
  locale: ZLocale,
  status: ZFlightLeadStatus,
})
export type TFlightLead = z.infer<typeof ZFlightLead>

/** The flight page's contact form (spec 02 field names): name and email required, phone and notes optional. */
export const ZFlightLeadInput = payload({
  itinerary_id: optionalText(ITINERARY_ID_MAX).transform((id) => id ?? NO_ITINERARY),
  name: requiredText(TEXT_LIMITS.fullName, 'validation.nameRequired'),
  email: email({ required: 'validation.emailRequired', invalid: 'validation.validEmail' }),
  phone: optionalText(TEXT_LIMITS.phone),
  notes: optionalMultilineText(TEXT_LIMITS.notes),
  locale: ZLocale.default('en'),
})
export type TFlightLeadInput = z.infer<typeof ZFlightLeadInput>
