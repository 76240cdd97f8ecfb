/**
 * GET /api/content/entry-requirements/:airport (zod/mini, see core/answer-primitives.ts): the flight
 * search asks for the searched destination's entry requirements only, instead of the page carrying
 * every guide's.
 */
import * as z from 'zod/mini'
import { LOCALES } from '../core/locales.ts'
import { NATIONALITY_GROUPS, VISA_KINDS, YELLOW_FEVER_RULES } from './entry-requirements.ts'

/** The language of the texts; anything else reads as English. */
export const ZEntryRequirementsQuery = z.object({ locale: z.catch(z.enum(LOCALES), 'en') })

const optionalText = z.optional(z.nullable(z.string()))

/** Every nationality group's row of the guide that covers the airport; none when no guide does. */
export const ZDestinationEntryRequirements = z.object({
  entries: z.array(
    z.object({
      group: z.enum(NATIONALITY_GROUPS),
      visa: z.enum(VISA_KINDS),
      visaUrl: optionalText,
      yellowFever: z.enum(YELLOW_FEVER_RULES),
      passportValidity: optionalText,
      notes: optionalText,
      lastChecked: z.string(),
      sourceUrl: z.string(),
    }),
  ),
})
