/**
 * Issue 40's note: /payment?stay_rate= showed whatever hotel and price a token's payload said,
 * signed or not (the site cannot check the signature: the secret is the cms's). The cms answers the
 * page (GET /api/hotels/data/stay-rate): a forged or altered token 404, one from results over an
 * hour old or for dates no longer sold 410, a genuine one what it sells.
 */
import { STAY_RATE_PREFIX, STAY_RATE_SIGNATURE_CHARS } from '@nexovia/content-schema/hotels/stay-rate'
import { describe, expect, it } from 'vitest'
import { signStayRate } from '../../cms/src/services/hotels/suppliers/signedStayRate.ts'
import { callApi } from '../fixtures/api.ts'
import { addDays } from '../fixtures/dates.ts'
import { SAMPLE_STAY_RATE, unsignedStayRateToken } from '../fixtures/stayRates.ts'

const HOUR_MS = 3_600_000

const RATE = SAMPLE_STAY_RATE

const check = (token: string) =>
  callApi(`/hotels/data/stay-rate?${new URLSearchParams({ token })}`, { method: 'GET' })

/** The token's payload made to say something else, its signature kept (the probe's forged stay). */
function altered(token: string, change: Record<string, unknown>): string {
  const encoded = token.slice(STAY_RATE_PREFIX.length, -STAY_RATE_SIGNATURE_CHARS)
  const rate = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
  const forged = Buffer.from(JSON.stringify({ ...rate, ...change })).toString('base64url')
  return `${STAY_RATE_PREFIX}${forged}${token.slice(-STAY_RATE_SIGNATURE_CHARS)}`
}

describe('checking a stay rate', () => {
  it('should answer a genuine rate with what it sells', async () => {
    const answer = await check(signStayRate(RATE))
    expect([answer.status, answer.json.hotelName, answer.json.total, answer.json.checkIn]).toEqual([
      200,
      RATE.hotelName,
      RATE.total,
      RATE.checkIn,
    ])
  })

  it('should refuse a rate whose price was changed, its signature kept', async () => {
    const answer = await check(altered(signStayRate(RATE), { total: 100 }))
    expect([answer.status, answer.json.message, answer.json.hotelName]).toEqual([
      404,
      'errors.offerNotFound',
      undefined,
    ])
  })

  it('should refuse a rate nobody signed', async () => {
    expect((await check(unsignedStayRateToken(RATE))).status).toBe(404)
  })

  it('should refuse a rate from results over an hour old', async () => {
    const answer = await check(signStayRate(RATE, new Date(Date.now() - 2 * HOUR_MS)))
    expect([answer.status, answer.json.message]).toEqual([410, 'errors.offerExpired'])
  })

  it('should refuse a genuine rate whose stay has begun', async () => {
    const past = { ...RATE, checkIn: addDays(new Date().toISOString().slice(0, 10), -5) }
    const answer = await check(signStayRate({ ...past, checkOut: addDays(past.checkIn, 2) }))
    expect(answer.status).toBe(410)
  })

  it.each([
    ['no token', ''],
    ['a token of 5,000 characters', `${STAY_RATE_PREFIX}${'x'.repeat(5_000)}`],
    ['garbage', 'sr_%%%'],
  ])('should answer %s with a 4xx, never a 500', async (_name, token) => {
    const answer = await check(token)
    expect([400, 404]).toContain(answer.status)
  })
})
