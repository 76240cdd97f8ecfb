/**
 * Issue 29, bounded changes: a rate saved by hand more than ±15 % from the previous (or fetched) one
 * is refused unless an administrator confirms it with a reason (recorded with who and when); editors
 * never pass the bound. Through the REST API as the panel saves (`POST /api/globals/exchange-rates`).
 */
import { GLOBAL_SLUGS, REFERENCE_RATES } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { keptRates } from '../fixtures/keptRates.ts'
import { testPayload } from '../fixtures/payload.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let editor: Awaited<ReturnType<typeof signInStaff>>
let admin: Awaited<ReturnType<typeof signInStaff>>
let restoreRates: () => Promise<void>
const TODAY = new Date().toISOString().slice(0, 10)

const xofAt = (perUsd: number) => [
  { currency: 'XOF', perUsd, setOn: TODAY, source: 'Typed in the panel' },
  { currency: 'GHS', ...REFERENCE_RATES.GHS },
]
const save = (cookie: string, data: Record<string, unknown>) =>
  callConsole(`/globals/${GLOBAL_SLUGS.exchangeRates}`, { method: 'POST', body: data, cookie })
const stored = () => payload.findGlobal({ slug: GLOBAL_SLUGS.exchangeRates, depth: 0 })
const storedXof = async () => (await stored()).rates?.find((row) => row.currency === 'XOF')

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

describe('rates saved by hand', () => {
  it("should refuse an editor's XOF at 0.000001 per dollar and keep the rate", async () => {
    const { status, json } = await save(editor.cookie, { rates: xofAt(0.000001) })
    expect([status, JSON.stringify(json)]).toEqual([400, expect.stringContaining('More than 15 %')])
    expect((await storedXof())?.perUsd).toBe(REFERENCE_RATES.XOF.perUsd)
  })

  it('should accept an editor’s change within 15 %', async () => {
    const { status } = await save(editor.cookie, { rates: xofAt(610) })
    expect([status, (await storedXof())?.perUsd]).toEqual([200, 610])
  })

  it('should refuse an editor’s change even with the confirmation ticked', async () => {
    const { status } = await save(editor.cookie, {
      rates: xofAt(0.603),
      confirmOutsideBound: true,
      confirmReason: 'typo fix',
    })
    expect([status, (await storedXof())?.perUsd]).toEqual([400, REFERENCE_RATES.XOF.perUsd])
  })

  it('should refuse an administrator’s change past the bound without the confirmation', async () => {
    const { status } = await save(admin.cookie, { rates: xofAt(800) })
    expect(status).toBe(400)
  })

  it('should refuse the confirmation without a reason', async () => {
    const { status } = await save(admin.cookie, {
      rates: xofAt(800),
      confirmOutsideBound: true,
      confirmReason: ' ',
    })
    expect(status).toBe(400)
  })

  it('should save a confirmed change and record who, when and why, the rate becoming the reference', async () => {
    const { status } = await save(admin.cookie, {
      rates: xofAt(800),
      confirmOutsideBound: true,
      confirmReason: 'Devaluation announced by the BCEAO',
    })
    const global = await stored()
    const [confirmation] = global.confirmations ?? []
    expect([status, (await storedXof())?.referencePerUsd, global.confirmOutsideBound]).toEqual([
      200,
      800,
      false,
    ])
    expect(confirmation).toMatchObject({
      currency: 'XOF',
      fromPerUsd: REFERENCE_RATES.XOF.perUsd,
      toPerUsd: 800,
      reason: 'Devaluation announced by the BCEAO',
      confirmedBy: admin.username,
    })
    expect(Date.now() - Date.parse(confirmation?.confirmedAt ?? '')).toBeLessThan(60_000)
  })

  it('should keep the reference an editor sends for itself out of the table', async () => {
    await save(editor.cookie, { rates: [{ ...xofAt(610)[0], referencePerUsd: 0.61 }] })
    expect((await storedXof())?.referencePerUsd ?? null).toBeNull()
  })

  it('should refuse an editor walking the rate past the reference in steps', async () => {
    await save(editor.cookie, { rates: xofAt(530) })
    const { status } = await save(editor.cookie, { rates: xofAt(460) })
    expect([status, (await storedXof())?.perUsd]).toEqual([400, 530])
  })
})
