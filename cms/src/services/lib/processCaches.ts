/**
 * What a cms or API process keeps in memory of what editors change, by name: each cache registers
 * how it is forgotten. The registry hangs on globalThis under a well-known symbol because the Next
 * process holds two copies of this file: Next's bundle registers the caches, and cms/server.ts, under
 * plain Node, loads its own copy with the purge listener (cmsCachePurgeListener.ts); a purge must
 * reach the first. This file imports nothing, so cms/server.ts can load it under plain Node.
 */
export const PROCESS_CACHES = ['places', 'airports', 'rates'] as const
export type ProcessCache = (typeof PROCESS_CACHES)[number]

/** Postgres channel on which a change is announced to every cms process (cmsCachePurgeListener.ts). */
export const CMS_CACHE_PURGE_CHANNEL = 'nexovia_cms_cache_purge'

const REGISTRY = Symbol.for('nexovia.cmsProcessCaches')
type Registry = Map<ProcessCache, Set<() => void>>

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

/** Registers how a cache named `cache` is dropped (called once per module copy). */
export function onForget(cache: ProcessCache, forget: () => void): void {
  const forgetters = registry().get(cache) ?? new Set()
  forgetters.add(forget)
  registry().set(cache, forgetters)
}

/** Drops the named caches in this process (every copy of them), or all of them for null. */
export function forgetInThisProcess(caches: readonly ProcessCache[] | null): void {
  for (const cache of caches ?? PROCESS_CACHES) for (const forget of registry().get(cache) ?? []) forget()
}

/** The caches named in a notification; unknown names are ignored, and garbage means all of them. */
export function decodeCmsCachePurge(text: string): ProcessCache[] | null {
  try {
    const names: unknown = JSON.parse(text)
    if (!Array.isArray(names)) return null
    return PROCESS_CACHES.filter((cache) => names.includes(cache))
  } catch {
    return null
  }
}
