import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SEED_IMAGES, type SeedImageKey } from './data/seed-images'
import type { SeedArgs } from './types'

const IMAGES_DIR = path.join(import.meta.dirname, 'images')

/** Uploads each seed illustration once (found again by file name) and returns their media ids. */
export async function seedMedia({ payload, req }: SeedArgs): Promise<Record<SeedImageKey, number>> {
  const ids = {} as Record<SeedImageKey, number>
  for (const [key, image] of Object.entries(SEED_IMAGES) as [
    SeedImageKey,
    (typeof SEED_IMAGES)[SeedImageKey],
  ][]) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: image.file } },
      limit: 1,
      req,
    })
    if (docs[0]) {
      ids[key] = docs[0].id
      continue
    }
    const data = readFileSync(path.join(IMAGES_DIR, image.file))
    const created = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: image.alt.en },
      file: { data, mimetype: 'image/webp', name: image.file, size: data.length },
      req,
    })
    await payload.update({
      collection: 'media',
      id: created.id,
      locale: 'fr',
      data: { alt: image.alt.fr },
      req,
    })
    ids[key] = created.id
  }
  return ids
}
