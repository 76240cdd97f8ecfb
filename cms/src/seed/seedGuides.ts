import { ENTRY_REQUIREMENTS } from './data/entry-requirements'
import { guides } from './data/guides'
import { publishBilingual } from './publishBilingual'
import { ensureSeedMedia } from './seedMedia'
import type { SeedArgs } from './types'

/** The published destination guides, created in English then completed in French. */
export async function seedGuides(args: SeedArgs): Promise<void> {
  const { payload, req } = args
  // One read of the guides already there (this runs at every start), not one per guide.
  const { docs } = await payload.find({
    collection: 'guides',
    where: { slug: { in: guides.map((guide) => guide.slug) } },
    depth: 0,
    pagination: false,
    req,
  })
  const existingBySlug = new Map(docs.map((doc) => [doc.slug, doc]))
  for (const { image, bestTime: _bestTime, language: _language, ...guide } of guides) {
    const entryRequirements = ENTRY_REQUIREMENTS[guide.slug]
    const existing = existingBySlug.get(guide.slug)
    if (existing) {
      // A guide seeded before entry requirements existed gets them, once; edited rows are kept.
      if (!existing.entryRequirements?.length) {
        await publishBilingual(args, 'guides', { entryRequirements }, { id: existing.id })
      }
      continue
    }
    const heroImage = image ? await ensureSeedMedia(args, image.name, image.alt) : null
    await publishBilingual(args, 'guides', { ...guide, heroImage, entryRequirements })
    payload.logger.info(`Seeded guide "${guide.slug}"`)
  }
}
