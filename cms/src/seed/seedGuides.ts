import { guides } from './data/guides'
import { inLocale, withRowIds } from './localized'
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
    const data = { ...guide, heroImage }
    const english = await payload.create({
      collection: 'guides',
      locale: 'en',
      data: { ...(inLocale(data, 'en') as object), _status: 'published' } as never,
      req,
    })
    await payload.update({
      collection: 'guides',
      id: english.id,
      locale: 'fr',
      data: { ...withRowIds(inLocale(data, 'fr') as object, english), _status: 'published' } as never,
      req,
    })
    payload.logger.info(`Seeded guide "${guide.slug}"`)
  }
}
