import { CACHE_TAGS, documentPath } from '@nexovia/content-schema'
import { loadPage, type PageResult } from '../../lib/loadPage'
import type { PageContext } from '../../lib/pageCache'
import { redirectFor } from '../../lib/redirects'
import { getPublishedPost, type Post } from './posts'

export type ArticlePageResult = PageResult<{ post: Post }> | { kind: 'redirect'; location: string }

/**
 * What /blog/{slug} shows: the published article; a 301 to its new address when an editor renamed
 * it (the cms keeps a redirect); else 'Article not found' with a 404.
 */
export async function loadArticlePage(context: PageContext): Promise<ArticlePageResult> {
  const { locale } = context.locals
  const slug = context.params.slug ?? ''
  const result = await loadPage(context, {
    tags: [CACHE_TAGS.posts],
    load: async () => {
      const post = await getPublishedPost(slug, locale)
      return post && { post }
    },
  })
  if (result.kind !== 'notFound') return result
  const location = await redirectFor(documentPath('posts', slug), locale)
  return location ? { kind: 'redirect', location } : result
}
