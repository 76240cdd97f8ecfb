import type { CacheProvider, CacheProviderFactory } from 'astro'
import memoryCache from 'astro/cache/memory'
import { localeRedirectResponse } from '../lib/localePreference'

/**
 * Astro's memory cache, with the language redirect placed in front of it: the cache answers
 * before any middleware runs, so a cached English page would otherwise reach a visitor who
 * chose French (or whose browser asks for French on a first visit).
 */
const localeFirstMemoryCache: CacheProviderFactory = (config) => {
  const memory = memoryCache(config) as CacheProvider
  return {
    ...memory,
    name: 'locale-first-memory',
    async onRequest(context, next) {
      const redirect = localeRedirectResponse(context.request)
      if (redirect) return redirect
      return memory.onRequest ? memory.onRequest(context, next) : next()
    },
  }
}

export default localeFirstMemoryCache
