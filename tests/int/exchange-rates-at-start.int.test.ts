/**
 * Issue 42, an honest default: with no rate source configured, the ECB's daily file is the source,
 * and a cms process that starts with stale rates fetches them at once (here against a local stand of
 * the ECB file); when the ECB cannot be reached the seeded table stays and mobile money stays paused.
 */
import { GLOBAL_SLUGS, REFERENCE_RATES } from '@nexovia/content-schema'
import { ZRateTable } from '@nexovia/content-schema/payments/rates'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { forgetCachedRates } from '../../cms/src/services/money/rateTable.ts'
import { FETCHED_RATES_CONTEXT } from '../../cms/src/services/money/refreshRates.ts'
import { refreshStaleRatesAtStart } from '../../cms/src/services/money/refreshStaleRatesAtStart.ts'
import { callApi } from '../fixtures/api.ts'
import { startEcbDouble } from '../fixtures/ecbDouble.ts'
import { keptRates } from '../fixtures/keptRates.ts'
import { testPayload } from '../fixtures/payload.ts'

const TODAY = new Date().toISOString().slice(0, 10)
let payload: Payload
let ecb: Awaited<ReturnType<typeof startEcbDouble>>
let restoreRates: () => Promise<void>

const publicRates = async () => ZRateTable.parse((await callApi('/money/rates')).json)

/** The table as a fresh clone has it: the seed's rates, a year old. */
async function seededTableOfAYearAgo() {
  const rows = (['EUR', 'XOF', 'GHS', 'NGN'] as const).map((currency) => ({
    currency,
    ...REFERENCE_RATES[currency],
  }))
  await payload.updateGlobal({
    slug: GLOBAL_SLUGS.exchangeRates,
    data: { rates: rows },
    context: { [FETCHED_RATES_CONTEXT]: 'test' },
  })
  forgetCachedRates()
}

beforeAll(async () => {
  payload = await testPayload()
  ecb = await startEcbDouble({ day: TODAY, usdPerEur: 1.16 })
  restoreRates = await keptRates(payload)
})

beforeEach(async () => {
  // No source configured: neither EXCHANGE_RATES_SOURCE nor a Flutterwave key.
  Object.assign(process.env, { ECB_RATES_URL: ecb.url })
  delete process.env.EXCHANGE_RATES_SOURCE
  delete process.env.FLUTTERWAVE_SECRET_KEY
  await seededTableOfAYearAgo()
})

afterEach(async () => {
  ecb.down(false)
  delete process.env.ECB_RATES_URL
  await restoreRates()
})

afterAll(() => ecb.stop())

describe('a start with stale rates and no source configured', () => {
  it("should fetch the ECB's rates, so CFA franc prices are of today and mobile money is not paused", async () => {
    const outcome = await refreshStaleRatesAtStart(payload)
    const rates = await publicRates()
    expect([outcome, rates.XOF.setOn, rates.XOF.isStale, rates.XOF.perUsd, rates.EUR.perUsd]).toEqual([
      'refreshed',
      TODAY,
      false,
      655.957 / 1.16,
      1 / 1.16,
    ])
  })

  it('should keep the seeded cedi and naira, which the ECB does not publish', async () => {
    await refreshStaleRatesAtStart(payload)
    const rates = await publicRates()
    expect([rates.GHS.perUsd, rates.GHS.setOn, rates.NGN.perUsd]).toEqual([
      REFERENCE_RATES.GHS.perUsd,
      REFERENCE_RATES.GHS.setOn,
      REFERENCE_RATES.NGN.perUsd,
    ])
  })

  it('should keep the seeded table, mobile money paused, when the ECB cannot be reached', async () => {
    ecb.down(true)
    const outcome = await refreshStaleRatesAtStart(payload)
    const rates = await publicRates()
    expect([outcome, rates.XOF.perUsd, rates.XOF.setOn, rates.XOF.isStale]).toEqual([
      'failed',
      REFERENCE_RATES.XOF.perUsd,
      REFERENCE_RATES.XOF.setOn,
      true,
    ])
  })

  it('should fetch nothing when the rates are of today', async () => {
    await refreshStaleRatesAtStart(payload)
    ecb.down(true)
    expect(await refreshStaleRatesAtStart(payload)).toBe('fresh')
  })
})
