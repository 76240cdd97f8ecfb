/** GET /api/money/rates: the rate table editors keep, public and cacheable; an editor's change answers at once. */
import { GLOBAL_SLUGS, REFERENCE_RATES } from '@nexovia/content-schema'
import { ZRateTable } from '@nexovia/content-schema/payments/rates'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { ratesDay } from '../fixtures/ratesOfToday.ts'

let payload: Payload
let seeded: unknown

beforeAll(async () => {
  payload = await testPayload()
  seeded = (await payload.findGlobal({ slug: GLOBAL_SLUGS.exchangeRates })).rates
})

afterEach(async () => {
  await payload.updateGlobal({ slug: GLOBAL_SLUGS.exchangeRates, data: { rates: seeded as never } })
})

describe('GET /api/money/rates', () => {
  it('should answer the seeded rate of every currency with its date and source', async () => {
    const { status, json } = await callApi('/money/rates')
    expect([status, ZRateTable.parse(json).GHS]).toEqual([
      200,
      { ...REFERENCE_RATES.GHS, setOn: ratesDay(), isStale: false },
    ])
  })

  it('should let shared caches keep the answer for five minutes', async () => {
    const { headers } = await callApi('/money/rates')
    expect(headers.get('cache-control')).toContain('public, max-age=300')
  })

  it('should answer the rate an editor just set, with its date', async () => {
    await payload.updateGlobal({
      slug: GLOBAL_SLUGS.exchangeRates,
      data: { rates: [{ currency: 'GHS', perUsd: 12.5, setOn: '2026-11-24', source: 'Bank of Ghana' }] },
    })
    const { json } = await callApi('/money/rates')
    expect(json.GHS).toMatchObject({ perUsd: 12.5, setOn: '2026-11-24', source: 'Bank of Ghana' })
  })

  it('should say which rates are older than the configured age', async () => {
    const today = new Date().toISOString().slice(0, 10)
    await payload.updateGlobal({
      slug: GLOBAL_SLUGS.exchangeRates,
      data: { rates: [{ currency: 'GHS', perUsd: 11, setOn: today, source: 'Bank of Ghana' }] },
    })
    const rates = ZRateTable.parse((await callApi('/money/rates')).json)
    expect([rates.GHS.isStale, rates.NGN.isStale, rates.USD.isStale]).toEqual([false, true, false])
  })

  it('should fall back on the reference rate of a currency the editors removed', async () => {
    await payload.updateGlobal({ slug: GLOBAL_SLUGS.exchangeRates, data: { rates: [] } })
    const { json } = await callApi('/money/rates')
    expect(json.NGN).toEqual({ ...REFERENCE_RATES.NGN, isStale: true })
  })
})
