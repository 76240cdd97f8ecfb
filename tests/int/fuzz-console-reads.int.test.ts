/**
 * Generated calls (fast-check) of every admin console endpoint, signed in as an administrator: odd
 * ids in the path and in `?..._id=`, odd paging and filters. Every id goes through one bounded rule
 * (content-schema's parseRecordId), so whatever arrives the answer is a 4xx or an answer, never a
 * 5xx (issue 30, finding 4: `?ride_request_id=3000000000` was a 500). FUZZ_CONSOLE_RUNS changes the
 * count per endpoint (200).
 */
import { STAFF_ENDPOINTS } from '@nexovia/content-schema/api/staffEndpoints'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { adminForFile, callConsole } from '../fixtures/staffApi.ts'

const RUNS = Number(process.env.FUZZ_CONSOLE_RUNS ?? 200)
const CONCURRENCY = 10

const file = adminForFile()

/** Ids as a console URL or body may carry them: past the integer column, negative, text, encoded bytes. */
const ODD_IDS = [
  '3000000000',
  '2147483648',
  '2147483647',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%00',
  '%27%20OR%201=1',
  '',
]
const oddId = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_IDS), weight: 3 },
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.string({ maxLength: 10 }).map(encodeURIComponent),
)
const queryPart = fc.oneof(
  {
    arbitrary: fc.tuple(fc.constantFrom('ride_request_id', 'driver_id', 'id', 'booking_id'), oddId),
    weight: 3,
  },
  fc.tuple(fc.constantFrom('skip', 'limit', 'page', 'search', 'status', 'authType'), oddId),
)
const query = fc
  .array(queryPart, { maxLength: 3 })
  .map((parts) => (parts.length ? `?${parts.map(([key, value]) => `${key}=${value}`).join('&')}` : ''))

const CONSOLE = Object.values(STAFF_ENDPOINTS).filter((contract) => contract.access === 'admin')
const READS = CONSOLE.filter((contract) => contract.method === 'GET')
const WRITES_WITH_IDS = CONSOLE.filter(
  (contract) => contract.method !== 'GET' && contract.path.includes(':id'),
)

/** The contract's path under /api, its `:id` replaced. */
const pathOf = (contractPath: string, id: string) => contractPath.replace(/^\/api/, '').replace(':id', id)

/** Sends the calls in batches; the first answered with a 5xx, if any. */
async function firstServerError(calls: { path: string; method: string; body?: unknown }[]) {
  for (let start = 0; start < calls.length; start += CONCURRENCY) {
    const batch = calls.slice(start, start + CONCURRENCY)
    const statuses = await Promise.all(
      batch.map(
        async (call) => (await callConsole(call.path, { ...call, cookie: file.admin.cookie })).status,
      ),
    )
    const failed = statuses.findIndex((status) => status >= 500)
    if (failed >= 0) return `${batch[failed]!.method} ${batch[failed]!.path} → ${statuses[failed]}`
  }
  return undefined
}

describe('generated console calls', () => {
  it('should answer a ride id past the integer column with a 4xx (it was a 500)', async () => {
    const answer = await callConsole('/taxi/admin/drivers/available?ride_request_id=3000000000', {
      cookie: file.admin.cookie,
    })
    expect([answer.status, answer.json.fieldErrors]).toEqual([
      400,
      { ride_request_id: 'validation.rideRequired' },
    ])
  })

  it.each(READS.map((contract) => contract.path))('should answer no 5xx on GET %s', async (contractPath) => {
    const calls = fc
      .sample(fc.tuple(oddId, query), RUNS)
      .map(([id, search]) => ({ method: 'GET', path: `${pathOf(contractPath, id)}${search}` }))
    expect(await firstServerError(calls)).toBeUndefined()
  })

  it.each(WRITES_WITH_IDS.map((contract) => [contract.method, contract.path]))(
    'should answer no 5xx on %s %s with odd ids',
    async (method, contractPath) => {
      const calls = ODD_IDS.map((id) => ({
        method,
        path: pathOf(contractPath, id),
        body: { status: 'completed' },
      }))
      expect(await firstServerError(calls)).toBeUndefined()
    },
  )

  it('should answer no 5xx when a driver is assigned with odd ids', async () => {
    const calls = fc.sample(fc.tuple(oddId, oddId), RUNS).map(([ride, driver]) => ({
      method: 'POST',
      path: '/taxi/admin/assign-driver',
      body: { ride_request_id: ride, driver_id: Number.isNaN(Number(driver)) ? driver : Number(driver) },
    }))
    expect(await firstServerError(calls)).toBeUndefined()
  })
})
