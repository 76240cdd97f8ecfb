import { guides } from './data/guides'
import { publishBilingual } from './publishBilingual'
import { ensureSeedMedia } from './seedMedia'
import type { SeedArgs } from './types'

/** The six published destination guides, created in English then completed in French. */
export async function seedGuides(args: SeedArgs): Promise<void> {
  const { payload, req } = args
  for (const { image, bestTime: _bestTime, language: _language, ...guide } of guides) {
    const existing = await payload.count({
      collection: 'guides',
      where: { slug: { equals: guide.slug } },
      req,
    })
    if (existing.totalDocs > 0) continue
    const heroImage = await ensureSeedMedia(args, image.name, image.alt)
    await publishBilingual(args, 'guides', { ...guide, heroImage })
    payload.logger.info(`Seeded guide "${guide.slug}"`)
  }
}
