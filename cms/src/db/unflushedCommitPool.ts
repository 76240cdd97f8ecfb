import type { Payload } from 'payload'
import pg from 'pg'
import { postgresAdapterOf } from './postgresAdapter'

/** As many as Payload's own pool (its default): fewer made the quotes wait for a connection. */
const MAX_CONNECTIONS = 10

/** By Payload database adapter: each process holds one copy of this module (Next's, or the API process's). */
const pools = new WeakMap<object, pg.Pool>()

/**
 * A small pool, beside Payload's, whose sessions commit without waiting for the write-ahead log to
 * reach the disk (synchronous_commit = off), for rows that are cheap to lose if the database
 * server itself crashes: rate-limit counts and taxi quotes (a traveller asks for a new price).
 * Waiting for that flush was most of a quote's latency under load (tests/bench/taxi.ts, 25
 * clients: quote p95 21 → 14 ms, autocomplete 16 → 8 ms). Such a crash loses at most the last
 * fraction of a second of these rows (three times wal_writer_delay), and never leaves them half
 * written; bookings, payments and accounts stay on Payload's pool and its flushed commits.
 * One pool per Payload instance (a test's second instance stands for another process).
 */
export function unflushedCommitPool(payload: Payload): pg.Pool {
  const db = postgresAdapterOf(payload)
  let pool = pools.get(db)
  if (!pool) {
    const { options, ...connection } = db.poolOptions
    pool = new pg.Pool({
      ...connection,
      max: MAX_CONNECTIONS,
      // An idle pool never keeps a script or a test process from ending.
      allowExitOnIdle: true,
      options: [options, '-c synchronous_commit=off'].filter(Boolean).join(' '),
    })
    // A connection dropped while idle (the server restarted) is replaced on next use; without a
    // listener, pg would end the process over it.
    pool.on('error', (error) => payload.logger.warn(`unflushed commit pool: ${error.message}`))
    pools.set(db, pool)
  }
  return pool
}

/** A named statement (prepared once per connection) in SQL, run on the unflushed pool: its rows. */
export async function unflushedStatement<Row extends object>(
  payload: Payload,
  statement: { name: string; text: string; values: unknown[] },
): Promise<Row[]> {
  return (await unflushedCommitPool(payload).query<Row>(statement)).rows
}
