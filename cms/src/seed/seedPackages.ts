import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { PACKAGES } from './data/packages'
import type { SeedArgs } from './types'

/** The payment page's packages: each one missing by English name is created, then given its French text. */
export async function seedPackages({ payload, req }: SeedArgs): Promise<void> {
  const existing = await payload.find({
    collection: COLLECTION_SLUGS.packages,
    pagination: false,
    locale: 'en',
    select: { name: true },
    req,
  })
  const known = new Set(existing.docs.map((item) => item.name))
  const missing = PACKAGES.filter((item) => !known.has(item.name.en))
  for (const { name, description, ...item } of missing) {
    const created = await payload.create({
      collection: COLLECTION_SLUGS.packages,
      locale: 'en',
      data: { ...item, name: name.en, description: description.en, isActive: true },
      req,
    })
    await payload.update({
      collection: COLLECTION_SLUGS.packages,
      id: created.id,
      locale: 'fr',
      data: { name: name.fr, description: description.fr },
      req,
    })
  }
  if (missing.length) payload.logger.info(`Seeded ${missing.length} packages`)
}
