import { CACHE_TAGS, type CacheTag } from './cache-tags.ts'

/**
 * The PostgreSQL channel on which the cms announces cache purges: every site process LISTENs on
 * it, so one publish reaches them all, however many there are and wherever they run.
 */
export const CACHE_PURGE_CHANNEL = 'nexovia_cache_purge'

/** What one notification carries: the tags of the pages to drop. */
export type CachePurgeMessage = { tags: CacheTag[] }

const KNOWN_TAGS = new Set<string>(Object.values(CACHE_TAGS))

export const encodeCachePurge = (tags: CacheTag[]): string => JSON.stringify({ tags })

/**
 * The tags of a notification, or null when it cannot be read: the listener then drops every page,
 * since a purge it cannot understand may be one it needed.
 */
export function decodeCachePurge(text: string | undefined): CacheTag[] | null {
  try {
    const { tags } = JSON.parse(text ?? '') as { tags?: unknown }
    if (!Array.isArray(tags) || tags.length === 0) return null
    return tags.every((tag) => typeof tag === 'string' && KNOWN_TAGS.has(tag)) ? (tags as CacheTag[]) : null
  } catch {
    return null
  }
}
