import {
  DESTINATION_SLUGS,
  GUIDE_OF_AIRPORT,
  type Locale,
  requirementsFor,
  type TEntryRequirement,
  type TRequirementsForTravellers,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'

/**
 * The entry requirements of a destination (an airport code such as "ABJ", or a guide slug) for the
 * travellers' nationalities (ISO codes; none: every group), from the published guide, in a language.
 * null when no guide covers the destination. For the itinerary mail and the travellers step.
 */
export async function entryRequirementsFor(
  payload: Payload,
  options: { destination: string; nationalities: readonly string[]; locale: Locale },
): Promise<(TRequirementsForTravellers & { guide: string }) | null> {
  const slug = GUIDE_OF_AIRPORT[options.destination.toUpperCase()] ?? options.destination
  if (!(DESTINATION_SLUGS as readonly string[]).includes(slug)) return null
  const { docs } = await payload.find({
    collection: 'guides',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    locale: options.locale,
    depth: 0,
    limit: 1,
  })
  const rows = docs[0]?.entryRequirements
  if (!rows?.length) return null
  const entries: TEntryRequirement[] = rows.map((row) => ({
    group: row.group,
    visa: row.visa,
    visaUrl: row.visaUrl,
    yellowFever: row.yellowFever,
    passportValidity: row.passportValidity,
    notes: row.notes,
    lastChecked: row.lastChecked.slice(0, 10),
    sourceUrl: row.sourceUrl,
  }))
  return { guide: slug, ...requirementsFor(entries, options.nationalities) }
}
