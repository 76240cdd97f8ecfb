import type { PayloadRequest } from 'payload'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { apiError } from './jsonResponses'

type LimitOptions = { points: number; durationSeconds: number }

/**
 * A per-client limit for one endpoint, in memory (one cms process). Returns a 429 response once
 * the client has used its `points` within `durationSeconds`, else null. RATE_LIMIT_FACTOR scales
 * every limit (tests that exercise the limit lower it; nothing else should).
 */
export function createRateLimit({ points, durationSeconds }: LimitOptions) {
  const factor = Number(process.env.RATE_LIMIT_FACTOR ?? 1)
  const limiter = new RateLimiterMemory({
    points: Math.max(1, Math.round(points * factor)),
    duration: durationSeconds,
  })
  return async (req: PayloadRequest, key = clientAddress(req)): Promise<Response | null> => {
    try {
      await limiter.consume(key)
      return null
    } catch (rejection) {
      const retryAfter = Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000)
      // Logged so that an operator can see who is being refused, and where.
      req.payload?.logger?.warn(`rate limit: ${key} refused on ${new URL(req.url ?? 'http://cms/').pathname}`)
      return apiError(429, { message: 'errors.tooManyRequests' }, { 'retry-after': String(retryAfter) })
    }
  }
}

/**
 * The visitor's address. Browsers reach the cms only through the site, which sets
 * X-Forwarded-For to the address it saw; the cms must not be exposed directly in production.
 */
export function clientAddress(req: PayloadRequest): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'direct'
}
