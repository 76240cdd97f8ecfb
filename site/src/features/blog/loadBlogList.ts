import { CACHE_TAGS } from '@nexovia/content-schema'
import { loadPage, type PageResult } from '../../lib/loadPage'
import type { PageContext } from '../../lib/pageCache'
import { listPublishedPosts, type Post } from './posts'

/** The posts of the blog list in the page's locale (503 when the cms is down). */
export function loadBlogList(context: PageContext): Promise<PageResult<{ posts: Post[] }>> {
  return loadPage(context, {
    tags: [CACHE_TAGS.posts],
    load: async () => ({ posts: await listPublishedPosts(context.locals.locale) }),
  })
}
