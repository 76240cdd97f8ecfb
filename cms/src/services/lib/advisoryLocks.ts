import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { postgresAdapterOf } from '../../db/postgresAdapter'
import { inRequestTransaction } from './requestTransaction'
import { queryRows } from './sqlQueries'

/**
 * PostgreSQL advisory locks, so that "one at a time" holds across every cms process on the
 * database, not only within one. A lock is named by a space (what kind of work) and a key
 * (`hashtext(key)`): the two-number form keeps the spaces apart, whatever their keys hash to.
 */
export const LOCK_SPACES = { account: 1, scheduledJobs: 2, hotelRooms: 3, priceWatches: 4 } as const
type LockSpace = (typeof LOCK_SPACES)[keyof typeof LOCK_SPACES]

/** How long a caller waits for a lock before giving up with an error (a stuck holder must not pile up requests). */
const LOCK_WAIT = '15s'

/**
 * Runs `task` holding the lock, waiting for it if another process holds it. The lock is taken in
 * the request's transaction (begun here when there is none) and Postgres releases it at commit or
 * rollback, or when the connection dies: it cannot be left behind. `task` must do its reads and
 * writes with `req`, so that they happen inside the lock and are committed before the next
 * holder reads.
 */
export async function withAdvisoryLock<T>(
  req: PayloadRequest,
  space: LockSpace,
  key: string,
  task: () => Promise<T>,
): Promise<T> {
  return inRequestTransaction(req, async () => {
    await lockInTransaction(req, space, key)
    return task()
  })
}

/**
 * Takes the lock in the transaction the request already has (Payload's operations begin theirs before
 * their hooks run); it is held until that transaction ends.
 */
export async function lockInTransaction(req: PayloadRequest, space: LockSpace, key: string): Promise<void> {
  if (req.transactionID === undefined) throw new Error('lockInTransaction: the request has no transaction')
  await queryRows(req.payload, sql`SELECT set_config('lock_timeout', ${LOCK_WAIT}, true)`, req)
  await queryRows(req.payload, sql`SELECT pg_advisory_xact_lock(${space}, hashtext(${key}))`, req)
}

/** What `unlessLockedElsewhere` answers when another process held the lock. */
export const SKIPPED = Symbol('skipped: locked elsewhere')

/**
 * Runs `task` only if no other process holds the lock, and answers its result, or SKIPPED. The lock lives
 * on one pooled connection for the task's duration; if unlocking fails the connection is closed
 * rather than returned to the pool, so the lock still goes with it.
 */
export async function unlessLockedElsewhere<T>(
  payload: Payload,
  space: LockSpace,
  key: string,
  task: () => Promise<T>,
): Promise<T | typeof SKIPPED> {
  const client = await postgresAdapterOf(payload).pool.connect()
  let failure: Error | undefined
  const query = (text: string) =>
    client.query<{ locked: boolean }>(text, [space, key]).catch((error: Error) => {
      failure = error
      throw error
    })
  try {
    const { rows } = await query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked')
    if (!rows[0]?.locked) return SKIPPED
    try {
      return await task()
    } finally {
      await query('SELECT pg_advisory_unlock($1, hashtext($2)) AS locked')
    }
  } finally {
    client.release(failure)
  }
}
