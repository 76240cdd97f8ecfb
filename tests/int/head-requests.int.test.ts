/**
 * HEAD answers as GET without a body (issue 30, finding 5): on /api/health and Payload's own
 * routes, through Next's REST route (its HEAD export) and through the API process (callApi sends
 * its routes there).
 * It was a 404 (Payload's router has no HEAD endpoints) while GET answered 200.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'

beforeAll(async () => {
  await testPayload()
})

/** What a HEAD shows of the answer, beside the GET's. */
async function headBesideGet(path: string) {
  const [head, get] = [await callApi(path, { method: 'HEAD' }), await callApi(path)]
  return {
    head: { status: head.status, type: head.headers.get('content-type'), body: head.text },
    get: { status: get.status, type: get.headers.get('content-type'), body: '' },
    headLength: Number(head.headers.get('content-length')),
    getLength: Buffer.byteLength(get.text),
  }
}

describe('HEAD', () => {
  it('should answer /api/health as GET without a body (the API process)', async () => {
    const answer = await headBesideGet('/health')
    expect([answer.head, answer.headLength]).toEqual([{ ...answer.get, status: 200 }, answer.getLength])
  })

  it.each(['/posts?limit=1', '/globals/site-settings', '/airports?limit=2'])(
    'should answer Payload’s route %s as GET without a body',
    async (path) => {
      const answer = await headBesideGet(path)
      expect([answer.head, answer.headLength]).toEqual([{ ...answer.get, status: 200 }, answer.getLength])
    },
  )

  it("should answer an API process's lookup as GET without a body", async () => {
    const answer = await headBesideGet('/payments/status/cs_test_unknown_session_id')
    expect(answer.head).toEqual({ ...answer.get, status: 404 })
  })
})
