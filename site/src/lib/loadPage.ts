import type { CacheTag } from '@nexovia/content-schema'
import { CmsUnavailableError } from './cms'
import { cacheWithTags, markNotFound, markUnavailable, type PageContext } from './pageCache'

/** What a cms-built page shows: its content, 'not found' (404) or 'unavailable' (503). */
export type PageResult<T extends object> =
  | ({ kind: 'found' } & T)
  | { kind: 'notFound' }
  | { kind: 'unavailable' }

/**
 * Runs a page's cms reads and sets the response to match: cached under `tags` when found, 404 when
 * `load` gives null, 503 when the cms is out of reach. Call it from the page's own frontmatter:
 * Astro ignores cache.set() made while rendering a child component.
 */
export async function loadPage<T extends object>(
  context: PageContext,
  { load, tags }: { load: () => Promise<T | null>; tags: CacheTag[] },
): Promise<PageResult<T>> {
  try {
    const content = await load()
    if (!content) {
      markNotFound(context)
      return { kind: 'notFound' }
    }
    cacheWithTags(context, tags)
    return { kind: 'found', ...content }
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    markUnavailable(context, error.message)
    return { kind: 'unavailable' }
  }
}
