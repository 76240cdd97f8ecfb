import type { PayloadRequest } from 'payload'
import { isRefusal, postgresLimiter } from '../../http/rateLimit'

const DAY_SECONDS = 24 * 60 * 60
/** Engine searches the daily job may run in a day, every watch together (with Duffel: paid offer requests). */
const DEFAULT_DAILY_SEARCHES = 1_000
/** Between two searches with Duffel: 60 a minute stays under its offer requests' rate limit. */
const DUFFEL_GAP_MS = 1_000

/**
 * The job's search budget, kept in the limiters' table beside the visitors' so that it holds across
 * processes and runs: `take` answers false once the day's searches are spent (the rest wait for the
 * next run), `pace` spaces the searches when a paid provider answers them.
 */
export async function jobSearchBudget(
  req: PayloadRequest,
  env: Record<string, string | undefined> = process.env,
) {
  const points = Number(env.PRICE_WATCH_DAILY_SEARCHES) || DEFAULT_DAILY_SEARCHES
  const gapMs = env.PRICE_WATCH_SEARCH_GAP_MS
    ? Number(env.PRICE_WATCH_SEARCH_GAP_MS)
    : env.DUFFEL_ACCESS_TOKEN?.trim()
      ? DUFFEL_GAP_MS
      : 0
  const limiter = await postgresLimiter(req, {
    name: 'price-watch-searches',
    points,
    durationSeconds: DAY_SECONDS,
  })
  return {
    async take(): Promise<boolean> {
      try {
        await limiter.consume('daily-job', 1)
        return true
      } catch (rejection) {
        if (isRefusal(rejection)) return false
        throw rejection
      }
    },
    pace: () => new Promise<void>((resolve) => setTimeout(resolve, gapMs)),
  }
}
