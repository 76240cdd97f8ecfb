/**
 * How the site's production server reaches Astro's route cache from outside a request (a purge
 * announced by the cms arrives on a database connection, not as a request). The cache provider
 * is bundled into dist/ while the server runs from src/, so the two share it through a global
 * registered under a well-known symbol, not through a module.
 */
import type { CacheTag } from '@nexovia/content-schema/content/cache-tags'

export type RouteCacheHandle = {
  invalidate: (tags: CacheTag[]) => Promise<void>
  purgeAll: () => void
}

const HANDLE = Symbol.for('nexovia.routeCache')
type WithHandle = { [HANDLE]?: RouteCacheHandle }

export function registerRouteCache(handle: RouteCacheHandle): void {
  ;(globalThis as WithHandle)[HANDLE] = handle
}

/** The running route cache, or undefined before Astro has created it (nothing is cached yet then). */
export function routeCache(): RouteCacheHandle | undefined {
  return (globalThis as WithHandle)[HANDLE]
}
