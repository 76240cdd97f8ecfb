import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SEED_IMAGES, type SeedImageKey } from './data/seed-images'
import type { SeedArgs } from './types'

type Text = { en: string; fr: string }

/** The images that ship with the repository (rendered by scripts/seed-images/). */
export const SEED_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media')

/**
 * The id of the media document for a seed image, uploading it (with its alt text in both
 * languages) the first time. Matched on the file name, so a re-run uploads nothing.
 */
export async function ensureSeedMedia({ payload, req }: SeedArgs, name: string, alt: Text): Promise<number> {
  const filename = `${name}.webp`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    req,
  })
  const found = existing.docs[0]
  if (found) return found.id
  const created = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: alt.en },
    filePath: path.join(SEED_MEDIA_DIR, filename),
    req,
  })
  await payload.update({ collection: 'media', id: created.id, locale: 'fr', data: { alt: alt.fr }, req })
  return created.id
}

/** The home page's illustrations, uploaded once; their media ids by key. */
export async function seedMedia(args: SeedArgs): Promise<Record<SeedImageKey, number>> {
  const ids = {} as Record<SeedImageKey, number>
  for (const key of Object.keys(SEED_IMAGES) as SeedImageKey[]) {
    const image = SEED_IMAGES[key]
    ids[key] = await ensureSeedMedia(args, path.basename(image.file, '.webp'), image.alt)
  }
  return ids
}
