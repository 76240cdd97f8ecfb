/**
 * Rate-limit counts and taxi quotes commit without waiting for the disk, on a pool of their own
 * (cms/src/db/unflushedCommitPool.ts); everything else keeps Payload's flushed commits.
 */
import config from '@payload-config'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unflushedCommitPool } from '../../cms/src/db/unflushedCommitPool.ts'
import { createRateLimit } from '../../cms/src/http/rateLimit.ts'
import { createQuote } from '../../cms/src/services/taxi/quoteStore.ts'
import { testPayload } from '../fixtures/payload.ts'
import { rideRequest } from '../fixtures/taxi.ts'

let payload: Payload
// An instance of its own, so that its unflushed pool is used by this file alone.
let fresh: Payload
const quoteIds: string[] = []

const setting = async (pool: { query: PostgresAdapter['pool']['query'] }) =>
  (await pool.query<{ synchronous_commit: string }>('show synchronous_commit')).rows[0]?.synchronous_commit

beforeAll(async () => {
  payload = await testPayload()
  fresh = await getPayload({ config, key: 'unflushed-commits' })
})

afterAll(async () => {
  await payload.delete({ collection: 'taxi-quotes', where: { quoteId: { in: quoteIds } } })
})

describe('the unflushed commit pool', () => {
  it('should commit without waiting for the disk, while Payload own pool still waits', async () => {
    expect(await setting(unflushedCommitPool(payload))).toBe('off')
    expect(await setting((payload.db as unknown as PostgresAdapter).pool)).toBe('on')
  })

  it('should be one pool per Payload instance', () => {
    expect(unflushedCommitPool(payload)).toBe(unflushedCommitPool(payload))
    expect(unflushedCommitPool(fresh)).not.toBe(unflushedCommitPool(payload))
  })

  it('should store a taxi quote through it, readable at once from Payload', async () => {
    const pool = unflushedCommitPool(fresh)
    const before = pool.totalCount
    const result = await createQuote(fresh, rideRequest() as never, 'en', new Date())
    if (!('quote' in result)) throw new Error(`not priced: ${JSON.stringify(result)}`)
    quoteIds.push(result.quote.quote_id)
    expect(pool.totalCount).toBeGreaterThan(before)
    const { docs } = await payload.find({
      collection: 'taxi-quotes',
      where: { quoteId: { equals: result.quote.quote_id } },
    })
    expect(docs.map((doc) => doc.price)).toEqual([result.quote.price])
  })

  it('should count a limit through it, the count shared with another process', async () => {
    const limit = createRateLimit({ points: 2, durationSeconds: 60, name: 'unflushed int' })
    const request = (instance: Payload) =>
      ({ payload: instance, method: 'POST', url: 'http://cms/x', headers: new Headers() }) as never
    const key = `unflushed-${Date.now()}`
    const answers = [
      await limit(request(fresh), key),
      await limit(request(payload), key),
      await limit(request(fresh), key),
    ]
    expect(answers.map((answer) => answer?.status ?? 'passed')).toEqual(['passed', 'passed', 429])
  })
})
