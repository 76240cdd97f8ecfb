import { CACHE_TAGS } from '@nexovia/content-schema'
import { loadPage, type PageResult } from '../../lib/loadPage'
import type { PageContext } from '../../lib/pageCache'
import { getPublishedPost, type Post } from './posts'

export type ArticlePageResult = PageResult<{ post: Post }>

/** What /blog/{slug} shows: the published article, or 'Article not found' with a 404. */
export function loadArticlePage(context: PageContext): Promise<ArticlePageResult> {
  const { locale } = context.locals
  return loadPage(context, {
    tags: [CACHE_TAGS.posts],
    load: async () => {
      const post = await getPublishedPost(context.params.slug ?? '', locale)
      return post && { post }
    },
  })
}
