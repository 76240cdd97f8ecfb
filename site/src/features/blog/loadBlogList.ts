import type { AstroGlobal } from 'astro'
import { CmsUnavailableError, listPublishedPosts, type Post } from '../../lib/cms'

/** Cache tag the cms purges (through /_cache/invalidate) when a post is published or changed. */
export const POSTS_CACHE_TAG = 'posts'

type PageContext = Pick<AstroGlobal, 'locals' | 'cache' | 'response'>

/**
 * Posts for the blog list in the page's locale, or null after setting a 503 when the cms is down.
 * Call it from the page's own frontmatter: Astro ignores cache.set() made while rendering a child component.
 */
export async function loadBlogList({ locals, cache, response }: PageContext): Promise<Post[] | null> {
  try {
    const { docs } = await listPublishedPosts(locals.locale)
    // Tag invalidation keeps the list fresh; maxAge only bounds staleness if a purge is ever missed.
    cache.set({ maxAge: 600, swr: 3600, tags: [POSTS_CACHE_TAG] })
    return docs
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    console.warn(`[blog] ${error.message}`)
    response.status = 503
    response.statusText = 'Service Unavailable'
    response.headers.set('retry-after', '30')
    return null
  }
}
