import type { CacheProvider, CacheProviderFactory } from 'astro'
import memoryCache from 'astro/cache/memory'
import { localeRedirectResponse } from '../lib/localePreference'
import { registerRouteCache } from './routeCacheHandle'

/**
 * Astro's memory cache, with the language redirect placed in front of it: the cache answers
 * before any middleware runs, so a cached English page would otherwise reach a visitor who
 * chose French (or whose browser asks for French on a first visit). It can also be emptied at
 * once (Astro's provider only drops by tag or path), which the server does when it may have
 * missed a purge (routeCacheHandle.ts).
 */
const localeFirstMemoryCache: CacheProviderFactory = (config) => {
  let memory = memoryCache(config) as CacheProvider
  registerRouteCache({
    invalidate: async (tags) => memory.invalidate({ tags }),
    purgeAll: () => {
      memory = memoryCache(config) as CacheProvider
    },
  })
  return {
    name: 'locale-first-memory',
    invalidate: (options) => memory.invalidate(options),
    async onRequest(context, next) {
      const redirect = localeRedirectResponse(context.request)
      if (redirect) return redirect
      return memory.onRequest ? memory.onRequest(context, next) : next()
    },
  }
}

export default localeFirstMemoryCache
