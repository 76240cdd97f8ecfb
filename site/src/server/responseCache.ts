/**
 * The site server's own copy of pages from Astro's route cache, kept as the exact bytes sent
 * (headers and compressed body), so that a cached page is answered without running the app.
 *
 * Only answers Astro served from its route cache (X-Astro-Cache HIT or STALE) are kept: Astro has
 * already decided those are the same for every visitor. The language redirect runs before Astro's
 * cache, from the language cookie and Accept-Language, so both are part of the key. Entries live
 * a few seconds, and all go as soon as the cms purges Astro's cache (POST /_cache/invalidate).
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

export type CachedAnswer = { status: number; headers: OutgoingHttpHeaders; body: Buffer; storedAt: number }

/** The visitor's stored language choice: the cookie the language redirect reads (LOCALE_COOKIE). */
const LOCALE_COOKIE_PATTERN = /(?:^|;\s*)nexovia_locale=([^;]*)/
export const INVALIDATION_PATH = '/_cache/invalidate'

type Options = { ttlMs: number; maxEntries: number; now?: () => number }

export class ResponseCache {
  readonly #entries = new Map<string, CachedAnswer>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number

  constructor({ ttlMs, maxEntries, now = Date.now }: Options) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
    this.#now = now
  }

  /** The key of a request that a kept answer may serve, or null (not a GET, or no encoding). */
  keyFor(req: IncomingMessage, encoding: string | null): string | null {
    if (req.method !== 'GET' || !encoding) return null
    const localeChoice = LOCALE_COOKIE_PATTERN.exec(req.headers.cookie ?? '')?.[1] ?? ''
    return [encoding, req.headers.host, req.url, localeChoice, req.headers['accept-language'] ?? ''].join(
      '\0',
    )
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.#entries.get(key)
    if (answer && this.#now() - answer.storedAt > this.#ttlMs) {
      this.#entries.delete(key)
      return undefined
    }
    return answer
  }

  set(key: string, answer: Omit<CachedAnswer, 'storedAt'>): void {
    this.#entries.delete(key)
    this.#entries.set(key, { ...answer, storedAt: this.#now() })
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }

  clear(): void {
    this.#entries.clear()
  }
}
