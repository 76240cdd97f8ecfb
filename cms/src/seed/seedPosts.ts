import { coteDIvoirePost } from './data/post-cote-divoire'
import { coteDIvoirePostImages } from './data/post-cote-divoire-images'
import { publishBilingual } from './publishBilingual'
import { ensureSeedMedia } from './seedMedia'
import type { SeedArgs } from './types'

const POSTS = [{ post: coteDIvoirePost, images: coteDIvoirePostImages }]

type PostSeed = (typeof POSTS)[number]

/** Published bilingual posts, created in English then completed in French, with their images. */
export async function seedPosts(args: SeedArgs): Promise<void> {
  const { payload, req } = args
  for (const { post, images } of POSTS) {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { equals: post.slug } },
      depth: 0,
      limit: 1,
      req,
    })
    const existing = docs[0]
    // A database seeded before the images existed gets them added; anything else is left as edited.
    if (existing?.image) continue
    const data = { ...post, ...(await uploadImages(args, { post, images })) }
    await publishBilingual(args, 'posts', data, existing)
    payload.logger.info(`Seeded post "${post.slug}"`)
  }
}

/** Media ids for the post's card, hero and ranked experiences (alt text: the experience's name). */
async function uploadImages(args: SeedArgs, { post, images }: PostSeed) {
  const image = await ensureSeedMedia(args, images.image.name, images.image.alt)
  const heroImage = await ensureSeedMedia(args, images.heroImage.name, images.heroImage.alt)
  const destinations = []
  for (const [index, destination] of post.destinations.entries()) {
    const name = images.destinations[index]
    destinations.push(
      name ? { ...destination, image: await ensureSeedMedia(args, name, destination.name) } : destination,
    )
  }
  return { image, heroImage, destinations }
}
