/**
 * Generated REST reads (fast-check) against every collection and global, anonymous and as a
 * traveller: odd ids, paging, sorts, `where` conditions with control characters, huge numbers and
 * text on id fields. Whatever arrives, the answer is never a 5xx (issue 19, finding 5).
 * 1,000 paths per collection and global (about 15 s); FUZZ_READ_RUNS changes the count.
 */
import { COLLECTION_SLUGS, GLOBAL_SLUGS } from '@nexovia/content-schema'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'

const RUNS = Number(process.env.FUZZ_READ_RUNS ?? 1000)
const CONCURRENCY = 20

beforeAll(async () => {
  await testPayload()
})

const oddText = fc.oneof(
  fc.constantFrom(
    '',
    '%00',
    'a%00b',
    '%ZZ',
    '-1',
    '0',
    '1.5',
    '99999999999',
    '2147483648',
    'abc',
    '1,abc',
    '%27',
    '%E2%82',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.integer().map(String),
)
const field = fc.constantFrom(
  'id',
  'name',
  'slug',
  'title',
  'code',
  'city',
  '_status',
  'createdAt',
  'unknown.field',
)
const operator = fc.constantFrom(
  'equals',
  'not_equals',
  'in',
  'not_in',
  'like',
  'contains',
  'greater_than',
  'exists',
  'near',
)
const queryPart = fc.oneof(
  fc
    .tuple(fc.constantFrom('page', 'limit', 'depth', 'sort', 'locale', 'draft'), oddText)
    .map(([k, v]) => `${k}=${v}`),
  fc.tuple(field, operator, oddText).map(([f, o, v]) => `where[${f}][${o}]=${v}`),
  fc.tuple(field, operator, oddText).map(([f, o, v]) => `where[or][0][${f}][${o}]=${v}`),
)
const query = fc
  .array(queryPart, { maxLength: 4 })
  .map((parts) => (parts.length ? `?${parts.join('&')}` : ''))
const suffix = fc.oneof(
  fc.constant(''),
  oddText.map((id) => `/${id}`),
  fc.constantFrom('/versions', '/count'),
)

/** Runs the generated paths in batches and returns the first one answered with a 5xx, if any. */
async function firstServerError(base: string): Promise<string | undefined> {
  const paths = fc.sample(
    fc.tuple(suffix, query).map(([tail, search]) => `${base}${tail}${search}`),
    RUNS,
  )
  for (let start = 0; start < paths.length; start += CONCURRENCY) {
    const batch = paths.slice(start, start + CONCURRENCY)
    const statuses = await Promise.all(batch.map(async (path) => (await callApi(path)).status))
    const failed = statuses.findIndex((status) => status >= 500)
    if (failed >= 0) return `${batch[failed]} → ${statuses[failed]}`
  }
  return undefined
}

describe('generated REST reads', () => {
  it.each(Object.values(COLLECTION_SLUGS))('should answer no 5xx on /api/%s', async (slug) => {
    expect(await firstServerError(`/${slug}`)).toBeUndefined()
  })

  it.each(Object.values(GLOBAL_SLUGS))('should answer no 5xx on /api/globals/%s', async (slug) => {
    expect(await firstServerError(`/globals/${slug}`)).toBeUndefined()
  })
})
