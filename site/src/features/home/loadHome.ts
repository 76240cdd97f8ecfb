import type { AstroGlobal } from 'astro'
import { CmsUnavailableError, listPublishedPosts, type Post } from '../../lib/cms'
import { getSiteSettings, SETTINGS_CACHE_TAG, type SiteSettings } from '../../lib/siteSettings'
import { POSTS_CACHE_TAG } from '../blog/loadBlogList'
import {
  AIRPORTS_CACHE_TAG,
  type AirportOption,
  getHomeContent,
  HOME_CACHE_TAG,
  type HomeContent,
  listAirports,
} from './homeContent'

export type HomeData = {
  home: HomeContent | null
  settings: SiteSettings | null
  posts: Post[]
  airports: AirportOption[]
}

type PageContext = Pick<AstroGlobal, 'locals' | 'cache'>

async function orNull<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    console.warn(`[home] ${what}: ${error.message}`)
    return null
  }
}

/**
 * Everything the home page shows, read in parallel. A part the cms cannot give is left out (the
 * page still renders); the page is cached only when every part arrived. Call it from the page's
 * own frontmatter: Astro ignores cache.set() made while rendering a child component.
 */
export async function loadHome({ locals, cache }: PageContext): Promise<HomeData> {
  const [home, settings, posts, airports] = await Promise.all([
    orNull(getHomeContent(locals.locale), 'home page'),
    getSiteSettings(locals.locale),
    orNull(listPublishedPosts(locals.locale), 'posts'),
    orNull(listAirports(), 'airports'),
  ])
  if (home && settings && posts && airports) {
    cache.set({
      maxAge: 600,
      swr: 3600,
      tags: [HOME_CACHE_TAG, SETTINGS_CACHE_TAG, POSTS_CACHE_TAG, AIRPORTS_CACHE_TAG],
    })
  }
  return { home, settings, posts: posts?.docs ?? [], airports: airports ?? [] }
}
