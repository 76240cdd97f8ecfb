import { CACHE_TAGS, type WeeklyHours } from '@nexovia/content-schema'
import type { AstroGlobal } from 'astro'
import { CmsUnavailableError } from '../../lib/cms'
import { cacheWithTags } from '../../lib/pageCache'
import { getSiteSettings, type SiteSettings } from '../../lib/siteSettings'
import { listPublishedPosts, type Post } from '../blog/posts'
import { readSupportTeams } from '../chat/supportTeams'
import { type AirportOption, getHomeContent, type HomeContent, listAirports } from './homeContent'

export type HomeData = {
  home: HomeContent | null
  settings: SiteSettings | null
  posts: Post[]
  airports: AirportOption[]
  /** The one schedule of support hours, shown beside the concierge's form (support-teams global). */
  supportHours: WeeklyHours
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
  const [home, settings, posts, airports, support] = await Promise.all([
    orNull(getHomeContent(locals.locale), 'home page'),
    getSiteSettings(locals.locale),
    orNull(listPublishedPosts(locals.locale), 'posts'),
    orNull(listAirports(locals.locale), 'airports'),
    readSupportTeams(locals.locale),
  ])
  if (home && settings && posts && airports && support.fromCms) {
    cacheWithTags({ cache }, [
      CACHE_TAGS.home,
      CACHE_TAGS.siteSettings,
      CACHE_TAGS.posts,
      CACHE_TAGS.airports,
      CACHE_TAGS.supportTeams,
    ])
  }
  return {
    home,
    settings,
    posts: posts ?? [],
    airports: airports ?? [],
    supportHours: support.supportHours,
  }
}
