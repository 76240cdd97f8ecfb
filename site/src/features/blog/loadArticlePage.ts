import { CACHE_TAGS } from '@nexovia/content-schema'
import { loadPage, type PageResult } from '../../lib/loadPage'
import type { PageContext } from '../../lib/pageCache'
import { readSiteSettings } from '../../lib/siteSettings'
import { getPublishedPost, type Post } from './posts'

export type ArticlePageResult = PageResult<{ post: Post; bookingHost: string | null }>

/** What /blog/{slug} shows: the published article, or 'Article not found' with a 404. */
export function loadArticlePage(context: PageContext): Promise<ArticlePageResult> {
  const { locale } = context.locals
  return loadPage(context, {
    tags: [CACHE_TAGS.posts, CACHE_TAGS.siteSettings],
    load: async () => {
      const [post, settings] = await Promise.all([
        getPublishedPost(context.params.slug ?? '', locale),
        readSiteSettings(locale),
      ])
      return post && { post, bookingHost: settings.bookingHost }
    },
  })
}
