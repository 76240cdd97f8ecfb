/**
 * Issue 29: no checkout opens for 0, for less than the provider's minimum, or for an amount whose
 * dollar value is more than 2 % off the price's at the reference rates; a mobile-money checkout
 * (which converts) does not open on a rate older than the configured age, while a card in USD does.
 * Through the public checkout endpoint, with the built-in test checkout.
 */
import { GLOBAL_SLUGS, REFERENCE_RATES } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { forgetCachedRates } from '../../cms/src/services/money/rateTable.ts'
import { FETCHED_RATES_CONTEXT } from '../../cms/src/services/money/refreshRates.ts'
import { keptRates } from '../fixtures/keptRates.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, seededPackage, startCheckout } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
let restoreRates: () => Promise<void>
const emails: string[] = []
const TODAY = new Date().toISOString().slice(0, 10)
const DAYS_AGO = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** Writes the XOF rate as given (`fetched`: as the daily fetch does, past the bound; else as an editor saves). */
async function setXof(rate: { perUsd: number; setOn: string }, { fetched = true } = {}) {
  await payload.updateGlobal({
    slug: GLOBAL_SLUGS.exchangeRates,
    data: { rates: [{ currency: 'XOF', ...rate, source: 'test' }] },
    ...(fetched ? { context: { [FETCHED_RATES_CONTEXT]: 'test' } } : {}),
  })
  forgetCachedRates()
}

async function checkoutOf(packageId: number, method: 'mobile_money' | 'card', currency: 'XOF' | 'USD') {
  const email = `guard-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const answer = await startCheckout('flight', {
    package_id: packageId,
    passengers: 1,
    user_email: email,
    payment_method: method,
    charge_currency: currency,
  })
  const { totalDocs } = await payload.count({ collection: 'bookings', where: { email: { equals: email } } })
  return { status: answer.status, message: answer.json.message, bookings: totalDocs }
}

beforeAll(async () => {
  payload = await testPayload()
  restoreRates = await keptRates(payload)
  await setXof({ perUsd: REFERENCE_RATES.XOF.perUsd, setOn: TODAY })
})

afterEach(async () => {
  await deleteBookings(payload, emails)
  await setXof({ perUsd: REFERENCE_RATES.XOF.perUsd, setOn: TODAY })
})

afterAll(() => restoreRates())

describe('checkout bounds', () => {
  it('should open a mobile-money checkout at a fresh rate', async () => {
    const pack = await seededPackage(payload, 'flight')
    expect((await checkoutOf(pack.id, 'mobile_money', 'XOF')).status).toBe(201)
  })

  it('should refuse a mobile-money checkout converted to 0 XOF, storing no booking', async () => {
    const pack = await seededPackage(payload, 'flight')
    await setXof({ perUsd: 0.000001, setOn: TODAY })
    expect(await checkoutOf(pack.id, 'mobile_money', 'XOF')).toEqual({
      status: 409,
      message: 'money.chargeRefused',
      bookings: 0,
    })
  })

  it("should refuse a card charge below the provider's minimum", async () => {
    const tiny = await payload.create({
      collection: 'packages',
      data: { ...samples.packages(), basePrice: 10 } as never,
    })
    const answer = await checkoutOf(tiny.id, 'card', 'USD')
    await payload.delete({ collection: 'packages', id: tiny.id })
    expect([answer.status, answer.message]).toEqual([409, 'money.chargeRefused'])
  })

  it('should refuse a charge whose dollar value is more than 2 % off the reference rate', async () => {
    const pack = await seededPackage(payload, 'flight')
    await setXof({ perUsd: REFERENCE_RATES.XOF.perUsd * 0.9, setOn: TODAY }, { fetched: false })
    expect((await checkoutOf(pack.id, 'mobile_money', 'XOF')).message).toBe('money.chargeRefused')
  })

  it('should open a charge within 2 % of the reference rate', async () => {
    const pack = await seededPackage(payload, 'flight')
    await setXof({ perUsd: REFERENCE_RATES.XOF.perUsd * 0.99, setOn: TODAY }, { fetched: false })
    expect((await checkoutOf(pack.id, 'mobile_money', 'XOF')).status).toBe(201)
  })
})

describe('stale rates', () => {
  it('should refuse a mobile-money checkout on a rate older than 7 days', async () => {
    const pack = await seededPackage(payload, 'flight')
    await setXof({ perUsd: REFERENCE_RATES.XOF.perUsd, setOn: DAYS_AGO(8) })
    expect(await checkoutOf(pack.id, 'mobile_money', 'XOF')).toEqual({
      status: 409,
      message: 'money.rateStale',
      bookings: 0,
    })
  })

  it('should still open a card checkout in US dollars on that rate', async () => {
    const pack = await seededPackage(payload, 'flight')
    await setXof({ perUsd: REFERENCE_RATES.XOF.perUsd, setOn: DAYS_AGO(8) })
    expect((await checkoutOf(pack.id, 'card', 'USD')).status).toBe(201)
  })

  it('should follow EXCHANGE_RATE_MAX_AGE_DAYS', async () => {
    const pack = await seededPackage(payload, 'flight')
    await setXof({ perUsd: REFERENCE_RATES.XOF.perUsd, setOn: DAYS_AGO(8) })
    process.env.EXCHANGE_RATE_MAX_AGE_DAYS = '10'
    const answer = await checkoutOf(pack.id, 'mobile_money', 'XOF')
    delete process.env.EXCHANGE_RATE_MAX_AGE_DAYS
    expect(answer.status).toBe(201)
  })
})
