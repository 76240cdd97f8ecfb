import { getBookingHost } from '../../lib/bookingHost'
import { CmsUnavailableError } from '../../lib/cms'
import { cacheWithTags, markNotFound, markUnavailable, type PageContext } from '../../lib/pageCache'
import { SETTINGS_CACHE_TAG } from '../../lib/siteSettings'
import { POSTS_CACHE_TAG } from './loadBlogList'
import { getPublishedPost, type PostDetail } from './postDetail'

export type ArticlePageResult =
  | { kind: 'found'; post: PostDetail; bookingHost: string | null }
  | { kind: 'notFound' }
  | { kind: 'unavailable' }

/** What /blog/{slug} shows: the published article, or 'Article not found' with a 404. */
export async function loadArticlePage(context: PageContext): Promise<ArticlePageResult> {
  const slug = context.params.slug ?? ''
  try {
    const [post, bookingHost] = await Promise.all([
      getPublishedPost(slug, context.locals.locale),
      getBookingHost(),
    ])
    if (!post) {
      markNotFound(context)
      return { kind: 'notFound' }
    }
    cacheWithTags(context, [POSTS_CACHE_TAG, SETTINGS_CACHE_TAG])
    return { kind: 'found', post, bookingHost }
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    markUnavailable(context, error.message)
    return { kind: 'unavailable' }
  }
}
