/**
 * HEAD answers as GET without a body (issue 30, finding 5): on /api/health and Payload's own
 * routes, through Next's REST route (its HEAD export) and through the cms server's fast path.
 * It was a 404 (Payload's router has no HEAD endpoints) while GET answered 200.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'

beforeAll(async () => {
  await testPayload()
})

/** What a HEAD shows of the answer, beside the GET's. */
async function headBesideGet(path: string, via: 'rest' | 'fast') {
  const [head, get] = [await callApi(path, { method: 'HEAD', path: via }), await callApi(path, { path: via })]
  return {
    head: { status: head.status, type: head.headers.get('content-type'), body: head.text },
    get: { status: get.status, type: get.headers.get('content-type'), body: '' },
    headLength: Number(head.headers.get('content-length')),
    getLength: Buffer.byteLength(get.text),
  }
}

describe('HEAD', () => {
  it.each(['rest', 'fast'] as const)(
    'should answer /api/health as GET without a body (%s path)',
    async (via) => {
      const answer = await headBesideGet('/health', via)
      expect([answer.head, answer.headLength]).toEqual([{ ...answer.get, status: 200 }, answer.getLength])
    },
  )

  it.each(['/posts?limit=1', '/globals/site-settings', '/airports?limit=2'])(
    'should answer Payload’s route %s as GET without a body',
    async (path) => {
      const answer = await headBesideGet(path, 'rest')
      expect([answer.head, answer.headLength]).toEqual([{ ...answer.get, status: 200 }, answer.getLength])
    },
  )

  it('should answer a fast-path lookup as GET without a body', async () => {
    const answer = await headBesideGet('/payments/status/cs_test_unknown_session_id', 'fast')
    expect(answer.head).toEqual({ ...answer.get, status: 404 })
  })
})
