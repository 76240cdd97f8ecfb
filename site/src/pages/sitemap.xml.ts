import type { APIRoute } from 'astro'
import { CmsUnavailableError } from '../lib/cms'
import { listPublishedGuideSlugs } from '../lib/guides'
import { POSTS_CACHE_TAG } from '../lib/loadBlogList'
import { GUIDES_CACHE_TAG } from '../lib/loadGuidePage'
import { cacheWithTags } from '../lib/pageCache'
import { listPublishedPostSlugs } from '../lib/postDetail'
import { buildSitemap, type SitemapPage, STATIC_PUBLIC_PATHS } from '../lib/seo/sitemap'

/** sitemap.xml: every public page in both languages, with the guides and articles the cms publishes. */
export const GET: APIRoute = async (context) => {
  const origin = (context.site ?? context.url).origin
  let cmsPages: SitemapPage[]
  try {
    const [guides, posts] = await Promise.all([listPublishedGuideSlugs(), listPublishedPostSlugs()])
    cmsPages = [
      ...guides.map((guide) => ({ path: `/destinations/${guide.slug}`, lastModified: guide.updatedAt })),
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ]
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    // A partial sitemap would tell crawlers the guides are gone: better to ask them to retry.
    return new Response('Service Unavailable', { status: 503, headers: { 'retry-after': '60' } })
  }
  cacheWithTags(context, [GUIDES_CACHE_TAG, POSTS_CACHE_TAG])
  const pages = [...STATIC_PUBLIC_PATHS.map((path) => ({ path })), ...cmsPages]
  return new Response(buildSitemap(origin, pages), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  })
}
