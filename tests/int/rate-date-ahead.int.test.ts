/**
 * Issue 40, low finding 10: an editor could date a rate in the future (`setOn` 2099-12-31, 200), so
 * it never turned stale. A rate dated after tomorrow (a day's grace for the editors' time zones) is
 * refused with a sentence in the panel's language; and the administrators' refresh, which calls the
 * rates' source, has a rate limit of its own.
 */
import { GLOBAL_SLUGS, REFERENCE_RATES } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { daysFromNow } from '../fixtures/flights.ts'
import { keptRates } from '../fixtures/keptRates.ts'
import { testPayload } from '../fixtures/payload.ts'
import { callConsole, signInStaff, siteOrigin } from '../fixtures/staffApi.ts'

let payload: Payload
let editor: Awaited<ReturnType<typeof signInStaff>>
let admin: Awaited<ReturnType<typeof signInStaff>>
let restoreRates: () => Promise<void>

const xofSetOn = (setOn: string) => ({
  rates: [
    { currency: 'XOF', perUsd: REFERENCE_RATES.XOF.perUsd, setOn, source: 'Typed in the panel' },
    { currency: 'GHS', ...REFERENCE_RATES.GHS },
  ],
})
const save = (setOn: string) =>
  callConsole(`/globals/${GLOBAL_SLUGS.exchangeRates}`, {
    method: 'POST',
    body: xofSetOn(setOn),
    cookie: editor.cookie,
  })
const storedXofSetOn = async () =>
  (await payload.findGlobal({ slug: GLOBAL_SLUGS.exchangeRates, depth: 0 })).rates
    ?.find((row) => row.currency === 'XOF')
    ?.setOn?.slice(0, 10)

beforeAll(async () => {
  payload = await testPayload()
  editor = await signInStaff(payload, 'editor')
  admin = await signInStaff(payload, 'admin')
  restoreRates = await keptRates(payload)
})

afterEach(() => restoreRates())

afterAll(async () => {
  await editor.remove()
  await admin.remove()
})

describe('rates dated ahead', () => {
  it.each(['2099-12-31', daysFromNow(2)])(
    'should refuse a rate set on %s and keep the stored date',
    async (setOn) => {
      const before = await storedXofSetOn()
      const { status, text } = await save(setOn)
      expect([status, text.includes('rates.0.setOn'), await storedXofSetOn()]).toEqual([400, true, before])
    },
  )

  it('should say why in the sentence the panel shows', async () => {
    const { text } = await save('2099-12-31')
    expect(text).toContain('in the future')
  })

  it.each([daysFromNow(0), daysFromNow(1), daysFromNow(-3)])(
    'should accept a rate set on %s',
    async (setOn) => {
      const { status } = await save(setOn)
      expect([status, await storedXofSetOn()]).toEqual([200, setOn])
    },
  )
})

describe('the rates refresh', () => {
  it('should refuse the 11th refresh fired together from one client (429)', async () => {
    const ip = uniqueIp()
    const answers = await Promise.all(
      Array.from({ length: 11 }, () =>
        callApi('/money/rates/refresh', {
          method: 'POST',
          cookie: admin.cookie,
          ip,
          headersExtra: { origin: siteOrigin() },
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 429).length).toBe(1)
  })
})
