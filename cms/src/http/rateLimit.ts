import { createHash } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible'
import { unflushedCommitPool } from '../db/unflushedCommitPool'
import { clientAddress } from './clientAddress'
import { apiError } from './jsonResponses'

export { clientAddress } from './clientAddress'

type LimitOptions = {
  points: number
  durationSeconds: number
  /** The limiter's bucket name in the shared table; defaults to the request's method and path. */
  name?: string
  /** The points one call takes (default 1): a call doing the work of several pays for each. */
  cost?: number
}

/** One table for every limiter, created on first use (rate-limiter-flexible's own schema). */
const TABLE = 'rate_limits'

/** RATE_LIMIT_FACTOR scales every limit (the e2e run raises it; nothing else should). */
const scaled = (points: number) =>
  Math.max(1, Math.round(points * Number(process.env.RATE_LIMIT_FACTOR ?? 1)))

/** Keys are hashed: the table then holds no address or e-mail, and a long key still fits. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url')

const limiters = new Map<string, Promise<RateLimiterPostgres>>()

/**
 * A limiter in Postgres, so that the count holds across cms processes, on the pool whose commits
 * do not wait for the disk (a count lost in a database crash only lets a client a few more tries);
 * if the database fails, an in-memory limiter of the same size stands in (per process) rather
 * than letting everything through.
 */
export function postgresLimiter(
  req: PayloadRequest,
  {
    name,
    points,
    durationSeconds,
    blockSeconds = 0,
  }: Required<Omit<LimitOptions, 'name' | 'cost'>> & {
    name: string
    blockSeconds?: number
  },
): Promise<RateLimiterPostgres> {
  const id = `${name}|${points}|${durationSeconds}|${blockSeconds}`
  let limiter = limiters.get(id)
  if (!limiter) {
    const pool = unflushedCommitPool(req.payload)
    const options = { points, duration: durationSeconds, blockDuration: blockSeconds, keyPrefix: name }
    limiter = new Promise<RateLimiterPostgres>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        {
          ...options,
          storeClient: pool,
          storeType: 'pool',
          tableName: TABLE,
          clearExpiredByTimeout: true,
          insuranceLimiter: new RateLimiterMemory(options),
        },
        (error?: Error) => (error ? reject(error) : resolve(created)),
      )
    })
    limiter.catch(() => limiters.delete(id))
    limiters.set(id, limiter)
  }
  return limiter
}

/** The 429 answer, with the seconds to wait. */
export function tooManyRequests(msBeforeNext: number | undefined, status = 429): Response {
  return apiError(status, { message: 'errors.tooManyRequests' }, { 'retry-after': retryAfter(msBeforeNext) })
}

/** A Retry-After header's whole seconds (at least 1) for a wait in milliseconds. */
export const retryAfter = (msBeforeNext: number | undefined): string =>
  String(Math.max(1, Math.ceil((msBeforeNext ?? 1000) / 1000)))

/** True when rate-limiter-flexible refused (a RateLimiterRes), false for a real error. */
export const isRefusal = (value: unknown): value is RateLimiterRes =>
  typeof value === 'object' && value !== null && 'msBeforeNext' in value && !(value instanceof Error)

/**
 * Counts one request inside the caller's own statement, as the common table expression `counted`
 * (its parameters are $1 to $3, `Counting.values`; it returns the count and its expiry), in
 * rate-limiter-flexible's rows and with its rule: a count past its expiry starts again at 1.
 * A write and its count then take one round trip (the taxi quote, src/services/taxi/quoteStore.ts).
 * Kept in this file: a caller hands its write to `Counting.statement`, never splices this text.
 */
const COUNTED_CTE = `counted as (
  insert into ${TABLE} (key, points, expire) values ($1, 1, $2)
  on conflict (key) do update set
    points = case when ${TABLE}.expire <= $3 then 1 else ${TABLE}.points + 1 end,
    expire = case when ${TABLE}.expire <= $3 then $2 else ${TABLE}.expire end
  returning points, expire)`

const countedStatement = (write: string) => `with ${COUNTED_CTE}, stored as (
  ${write}
  where (select points from counted) <= $4)
select points, expire from counted`

/** A count to make inside another statement (COUNTED_CTE), and what its result means. */
export type Counting = {
  /** $1 to $3 of COUNTED_CTE: the limiter's key, the expiry of a new count, now (ms). */
  values: [string, number, number]
  /** The most `counted.points` may be for the request to go on ($4 of the statement). */
  points: number
  /**
   * The whole statement around the caller's `write` (an INSERT … SELECT whose parameters start at
   * $5): the write is made only while the count stays within `points`; it returns the count.
   */
  statement: (write: string) => string
  /** The 429 answer (logged) when the count went past the limit, else null. */
  verdict: (row: { points: number; expire: string | number } | undefined) => Response | null
}

/**
 * A per-client limit for one endpoint, kept in Postgres. Returns a 429 response once the client
 * has used its `points` within `durationSeconds`, else null. `key` defaults to the client's address.
 * `.giveBack` returns a point (a budget of misses only). `.counting` gives the same count to make inside another statement instead (COUNTED_CTE).
 */
export function createRateLimit({ points, durationSeconds, name, cost = 1 }: LimitOptions) {
  const bucketOf = (req: PayloadRequest) =>
    name ?? `${req.method} ${new URL(req.url ?? 'http://cms/').pathname}`
  const limiterOf = (req: PayloadRequest) =>
    postgresLimiter(req, { name: bucketOf(req), points: scaled(points), durationSeconds })
  // Logged so that an operator can see who is being refused, and where.
  const refuse = (req: PayloadRequest, key: string, msBeforeNext: number | undefined) => {
    req.payload?.logger?.warn(`rate limit: ${key} refused on ${bucketOf(req)}`)
    return tooManyRequests(msBeforeNext)
  }
  const limit = async (req: PayloadRequest, key = clientAddress(req)): Promise<Response | null> => {
    const limiter = await limiterOf(req)
    try {
      await limiter.consume(hashed(key), cost)
      return null
    } catch (rejection) {
      if (!isRefusal(rejection)) throw rejection
      return refuse(req, key, rejection.msBeforeNext)
    }
  }
  // Returns a point taken by `limit`: a budget of misses takes one before each try and gives it
  // back when the try hits, so simultaneous tries cannot all pass before any is counted.
  limit.giveBack = async (req: PayloadRequest, key = clientAddress(req)): Promise<void> => {
    await (await limiterOf(req)).reward(hashed(key), 1)
  }
  limit.counting = async (req: PayloadRequest, key = clientAddress(req)): Promise<Counting> => {
    // The limiter makes the table on first use; its key is the one consume() would write.
    const limiter = await limiterOf(req)
    const now = Date.now()
    const allowed = scaled(points)
    return {
      values: [limiter.getKey(hashed(key)), now + durationSeconds * 1000, now],
      points: allowed,
      statement: countedStatement,
      verdict: (row) =>
        !row || row.points <= allowed ? null : refuse(req, key, Number(row.expire) - Date.now()),
    }
  }
  return limit
}

/** A per-client limit as createRateLimit makes it (`limit(req)`, `.giveBack`, `.counting`). */
export type RateLimit = ReturnType<typeof createRateLimit>

type FailureOptions = { name: string; failures: number; durationSeconds: number }

/**
 * Counts failures (wrong passwords) per key within a window: `blocked` says how long the key must
 * still wait once it reached `failures`, `fail` records one, `clear` forgets them after a success.
 */
export function createFailureLimit({ name, failures, durationSeconds }: FailureOptions) {
  const limiter = (req: PayloadRequest) =>
    postgresLimiter(req, { name, points: scaled(failures), durationSeconds })
  return {
    async blocked(req: PayloadRequest, key: string): Promise<number | null> {
      const state = await (await limiter(req)).get(hashed(key))
      return state && state.remainingPoints <= 0 ? state.msBeforeNext : null
    },
    async fail(req: PayloadRequest, key: string): Promise<void> {
      await (await limiter(req)).penalty(hashed(key), 1)
    },
    async clear(req: PayloadRequest, key: string): Promise<void> {
      await (await limiter(req)).delete(hashed(key))
    },
  }
}

/** A failure count as createFailureLimit makes it (`blocked`, `fail`, `clear`). */
export type FailureLimit = ReturnType<typeof createFailureLimit>
