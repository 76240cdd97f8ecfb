import { CACHE_TAGS } from '@nexovia/content-schema'
import type { APIRoute } from 'astro'
import { listPublishedPostSlugs } from '../features/blog/posts'
import { listPublishedGuideSlugs } from '../features/guides/guides'
import { CmsUnavailableError } from '../lib/cms'
import { cacheWithTags } from '../lib/pageCache'
import { buildSitemap, type SitemapPage } from '../lib/seo/sitemap'
import { SITEMAP_PATHS } from '../routes'

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
  cacheWithTags(context, [CACHE_TAGS.guides, CACHE_TAGS.posts])
  const pages = [...SITEMAP_PATHS.map((path) => ({ path })), ...cmsPages]
  return new Response(buildSitemap(origin, pages), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  })
}
