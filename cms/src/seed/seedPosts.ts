import { coteDIvoirePost } from './data/post-cote-divoire'
import { inLocale, withRowIds } from './localized'
import type { SeedArgs } from './types'

const POSTS = [coteDIvoirePost]

/** Published bilingual posts, created in English then completed in French. */
export async function seedPosts({ payload, req }: SeedArgs): Promise<void> {
  for (const post of POSTS) {
    const existing = await payload.count({ collection: 'posts', where: { slug: { equals: post.slug } }, req })
    if (existing.totalDocs > 0) continue
    const english = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { ...(inLocale(post, 'en') as object), _status: 'published' } as never,
      req,
    })
    await payload.update({
      collection: 'posts',
      id: english.id,
      locale: 'fr',
      data: { ...withRowIds(inLocale(post, 'fr') as object, english), _status: 'published' } as never,
      req,
    })
    payload.logger.info(`Seeded post "${post.slug}"`)
  }
}
