import { coteDIvoireBody, coteDIvoirePost, experiences } from './data/post-cote-divoire'
import { coteDIvoirePostImages } from './data/post-cote-divoire-images'
import { publishBilingual } from './publishBilingual'
import { ensureSeedMedia } from './seedMedia'
import type { SeedArgs } from './types'

/** Published bilingual posts, created in English then completed in French, with their images. */
export async function seedPosts(args: SeedArgs): Promise<void> {
  const { payload, req } = args
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: coteDIvoirePost.slug } },
    depth: 0,
    limit: 1,
    req,
  })
  const existing = docs[0]
  // A database seeded before the images existed gets them added; anything else is left as edited.
  if (existing?.image) return
  const images = coteDIvoirePostImages
  const image = await ensureSeedMedia(args, images.image.name, images.image.alt)
  const heroImage = await ensureSeedMedia(args, images.heroImage.name, images.heroImage.alt)
  // One picture per ranked experience, its alt text the experience's name.
  const rankedImages: number[] = []
  for (const [index, name] of images.destinations.entries()) {
    rankedImages.push(await ensureSeedMedia(args, name, experiences[index]!.name))
  }
  const body = { en: coteDIvoireBody('en', rankedImages), fr: coteDIvoireBody('fr', rankedImages) }
  await publishBilingual(args, 'posts', { ...coteDIvoirePost, image, heroImage, body }, existing)
  payload.logger.info(`Seeded post "${coteDIvoirePost.slug}"`)
}
