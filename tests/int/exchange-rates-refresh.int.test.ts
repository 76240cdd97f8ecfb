/**
 * Issue 29, rates from a source: the daily job (money queue, one process) and an administrator's
 * refresh write the source's rates to the `exchange-rates` global with their date and source, against
 * local doubles of Flutterwave's transfer rates and of the ECB's reference XML; a source that fails,
 * or none configured, leaves the stored table.
 */
import { GLOBAL_SLUGS, REFERENCE_RATES } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runQueueOnce } from '../../cms/src/services/jobs/scheduledJobs.ts'
import { MONEY_QUEUE, REFRESH_RATES_TASK } from '../../cms/src/services/money/refreshRatesTask.ts'
import { startEcbDouble } from '../fixtures/ecbDouble.ts'
import {
  configureFlutterwave,
  type FlutterwaveDouble,
  startFlutterwaveDouble,
} from '../fixtures/flutterwaveDouble.ts'
import { keptRates } from '../fixtures/keptRates.ts'
import { testPayload } from '../fixtures/payload.ts'
import { callConsole, signInStaff, signInTraveller } from '../fixtures/staffApi.ts'

let payload: Payload
let double: FlutterwaveDouble
let ecb: Awaited<ReturnType<typeof startEcbDouble>>
let unconfigure: () => void
let admin: Awaited<ReturnType<typeof signInStaff>>
let editor: Awaited<ReturnType<typeof signInStaff>>
let restoreRates: () => Promise<void>
const TODAY = new Date().toISOString().slice(0, 10)

const storedRow = async (currency: string) =>
  (await payload.findGlobal({ slug: GLOBAL_SLUGS.exchangeRates, depth: 0 })).rates?.find(
    (row) => row.currency === currency,
  )
const refresh = (cookie: string) => callConsole('/money/rates/refresh', { method: 'POST', cookie })

async function runDailyJob() {
  await payload.jobs.queue({ task: REFRESH_RATES_TASK, input: {}, queue: MONEY_QUEUE })
  await runQueueOnce(payload, MONEY_QUEUE)
}

beforeAll(async () => {
  payload = await testPayload()
  double = await startFlutterwaveDouble()
  ecb = await startEcbDouble({ day: '2026-11-26', usdPerEur: 1.0625 })
  unconfigure = configureFlutterwave(double, 'refresh-hash')
  admin = await signInStaff(payload, 'admin')
  editor = await signInStaff(payload, 'editor')
  restoreRates = await keptRates(payload)
})

afterEach(async () => {
  double.refuse(null)
  ecb.down(false)
  delete process.env.EXCHANGE_RATES_SOURCE
  delete process.env.ECB_RATES_URL
  await restoreRates()
})

afterAll(async () => {
  unconfigure()
  await Promise.all([double.stop(), ecb.stop(), admin.remove(), editor.remove()])
})

describe('the daily rate job', () => {
  it("should write Flutterwave's rates with today's date and the source, as the new reference", async () => {
    await runDailyJob()
    expect(await storedRow('XOF')).toMatchObject({
      perUsd: 612.5,
      setOn: expect.stringContaining(TODAY),
      source: 'Flutterwave transfer rate',
      referencePerUsd: 612.5,
    })
  })

  it('should keep the stored rate of a currency the source does not quote', async () => {
    double.setRate('NGN', null)
    await runDailyJob()
    double.setRate('NGN', 1540)
    expect((await storedRow('NGN'))?.perUsd).toBe(REFERENCE_RATES.NGN.perUsd)
  })

  it('should keep the stored table when Flutterwave refuses', async () => {
    double.refuse('Unable to fetch rates at the moment')
    await runDailyJob()
    expect(await storedRow('XOF')).toMatchObject({
      perUsd: REFERENCE_RATES.XOF.perUsd,
      source: REFERENCE_RATES.XOF.source,
    })
  })

  it('should take the euro from the ECB and the CFA franc from the BCEAO peg', async () => {
    Object.assign(process.env, { EXCHANGE_RATES_SOURCE: 'ecb', ECB_RATES_URL: ecb.url })
    await runDailyJob()
    const [eur, xof] = [await storedRow('EUR'), await storedRow('XOF')]
    expect([eur?.perUsd, xof?.perUsd, xof?.setOn?.slice(0, 10), eur?.source]).toEqual([
      1 / 1.0625,
      655.957 / 1.0625,
      '2026-11-26',
      'ECB euro reference rate',
    ])
  })

  it('should keep the stored table when the ECB is down', async () => {
    Object.assign(process.env, { EXCHANGE_RATES_SOURCE: 'ecb', ECB_RATES_URL: ecb.url })
    ecb.down(true)
    await runDailyJob()
    expect((await storedRow('EUR'))?.perUsd).toBe(REFERENCE_RATES.EUR.perUsd)
  })
})

describe('POST /api/money/rates/refresh', () => {
  it('should fetch the rates now for an administrator', async () => {
    const { status, json } = await refresh(admin.cookie)
    expect([status, json.source, (await storedRow('GHS'))?.perUsd]).toEqual([200, 'flutterwave', 15.2])
  })

  it('should refuse a visitor without a session and a traveller', async () => {
    const traveller = await signInTraveller(payload)
    const answers = [(await refresh('')).status, (await refresh(traveller.cookie)).status]
    await traveller.remove()
    expect([...answers, (await storedRow('GHS'))?.perUsd]).toEqual([401, 403, REFERENCE_RATES.GHS.perUsd])
  })

  it('should refuse an editor', async () => {
    const { status } = await refresh(editor.cookie)
    expect([status, (await storedRow('GHS'))?.perUsd]).toEqual([403, REFERENCE_RATES.GHS.perUsd])
  })

  it('should answer 409 without a source, leaving the table', async () => {
    process.env.EXCHANGE_RATES_SOURCE = 'none'
    const { status, json } = await refresh(admin.cookie)
    expect([status, json.message]).toEqual([409, 'money.rates.noSource'])
  })

  it('should answer 503 when the source fails', async () => {
    double.refuse('Unable to fetch rates at the moment')
    const { status } = await refresh(admin.cookie)
    expect(status).toBe(503)
  })
})
