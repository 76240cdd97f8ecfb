import type { TEntryRequirement, TNationalityGroup } from '@nexovia/content-schema/content/entry-requirements'
import type { Locale } from '@nexovia/content-schema/core'

/** The entry requirements of each destination airport that a published guide covers ("ABJ" → its groups). */
export type DestinationRequirements = Readonly<Record<string, readonly TEntryRequirement[]>>

/**
 * The nationality group shown first, before the visitor picks theirs: English readers of this
 * US ↔ West Africa site are mostly US passport holders; French readers mostly Ivorian and
 * Senegalese (the same reading as the French pages' default currency, XOF).
 */
export const defaultNationalityGroup = (locale: Locale): TNationalityGroup =>
  locale === 'fr' ? 'ecowas' : 'us'

/**
 * What the results show for a destination and a group: that group's entry, or none when no guide
 * covers the destination (the panel is left out) or the guide has no entry for the group
 * ("check with the embassy").
 */
export function destinationEntry(
  requirements: DestinationRequirements,
  destination: string,
  group: TNationalityGroup,
): { entry: TEntryRequirement | null } | null {
  const entries = requirements[destination.toUpperCase()]
  if (!entries?.length) return null
  return { entry: entries.find((entry) => entry.group === group) ?? null }
}
