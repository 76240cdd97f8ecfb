import type { CacheTag } from '@nexovia/content-schema'
import type { AstroGlobal } from 'astro'

/** What a page loader needs from Astro: call loaders from the page's own frontmatter only. */
export type PageContext = Pick<AstroGlobal, 'locals' | 'cache' | 'response' | 'params' | 'url'>

/**
 * The one cache policy for cms-built pages: the cms purges them by tag on publish; maxAge only
 * bounds staleness if a purge is ever missed; stale-while-revalidate keeps answers instant while refreshing.
 */
export const PAGE_CACHE_POLICY = { maxAge: 600, swr: 3600 } as const

/** Caches the page under tags the cms purges on publish. */
export function cacheWithTags(context: Pick<PageContext, 'cache'>, tags: CacheTag[]): void {
  context.cache.set({ ...PAGE_CACHE_POLICY, tags })
}

/** Marks the response as a cms outage: 503 with a retry hint. */
export function markUnavailable(context: Pick<PageContext, 'response'>, reason: string): void {
  console.warn(`[cms] ${reason}`)
  context.response.status = 503
  context.response.statusText = 'Service Unavailable'
  context.response.headers.set('retry-after', '30')
}

/** Marks the response as not found, rendered in the page's own language by the caller. */
export function markNotFound(context: Pick<PageContext, 'response'>): void {
  context.response.status = 404
  context.response.statusText = 'Not Found'
}
