import path from 'node:path'
import { corridorArticles } from './data/articles'
import { frenchSpacing, type Text } from './data/articles/writing'
import { SEED_IMAGES } from './data/seed-images'
import { publishBilingual } from './publishBilingual'
import { ensureSeedMedia } from './seedMedia'
import type { SeedArgs } from './types'

const typeset = (value: Text): Text => ({ en: value.en, fr: frenchSpacing(value.fr) })

/** Publishes the corridor's articles in English and French; a slug already taken is left alone. */
export async function seedCorridorArticles(args: SeedArgs): Promise<string[]> {
  const { payload, req } = args
  const added: string[] = []
  for (const { post, body } of corridorArticles) {
    const { totalDocs } = await payload.count({
      collection: 'posts',
      where: { slug: { equals: post.slug } },
      req,
    })
    if (totalDocs > 0) continue
    // The site lists only posts with a picture; the seed's own upload is reused when it is there.
    const { file, alt } = SEED_IMAGES[post.image]
    const image = await ensureSeedMedia(args, path.basename(file, '.webp'), alt)
    await publishBilingual(args, 'posts', {
      ...post,
      image,
      heroImage: image,
      title: typeset(post.title),
      excerpt: typeset(post.excerpt),
      category: typeset(post.category),
      body: { en: body('en'), fr: body('fr') },
    })
    added.push(post.slug)
  }
  return added
}
