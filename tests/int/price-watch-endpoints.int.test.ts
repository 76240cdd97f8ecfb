/**
 * Issue 45: tracking a search's price. Signed in, it is tracked at once; by address, only once the
 * mailed link is opened, and that link makes one watch. At most ten per traveller; bad input is a 400
 * with the field's message; an alert's stop link and the account stop one.
 */
import { PRICE_WATCHES_PER_TRAVELLER } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stopToken } from '../../cms/src/services/priceWatches/priceWatchTokens.ts'
import { callApi } from '../fixtures/api.ts'
import { daysFromNow } from '../fixtures/flights.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteWatchesOf, freshAddress, tokenIn, trackedSearch } from '../fixtures/priceWatches.ts'
import { signedInTraveller } from '../fixtures/signedInTraveller.ts'

let payload: Payload
const createdUsers: number[] = []
const addresses: string[] = []

const track = (cookie: string, body: Record<string, unknown> = trackedSearch()) =>
  callApi('/price-alerts', { method: 'POST', cookie, body })
const trackByEmail = (email: string, overrides: Record<string, unknown> = {}) => {
  addresses.push(email)
  return callApi('/price-alerts/by-email', { method: 'POST', body: { ...trackedSearch(overrides), email } })
}
const confirm = (token: string) => callApi('/price-alerts/confirm', { method: 'POST', body: { token } })
const watchesOf = async (email: string) =>
  (await payload.find({ collection: 'price-watches', where: { email: { equals: email } }, depth: 0 })).docs

async function traveller() {
  const signedIn = await signedInTraveller(payload, createdUsers, 'en')
  addresses.push(signedIn.email.toLowerCase())
  return signedIn
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteWatchesOf(payload, addresses)
  await payload.delete({ collection: 'users', where: { id: { in: createdUsers } } })
})

describe('tracking a search signed in', () => {
  it('should track it at once with its first price and list it in the account', async () => {
    const { cookie } = await traveller()
    const tracked = await track(cookie)
    const listed = await callApi('/account/price-alerts', { cookie })
    const watches = (listed.json as { watches: { origin: string; lowestPrice: number | null }[] }).watches
    expect([tracked.status, watches.length, watches[0]?.origin, (watches[0]?.lowestPrice ?? 0) > 0]).toEqual([
      201,
      1,
      'JFK',
      true,
    ])
  })

  it('should refuse a signed-out call with 401', async () => {
    expect((await callApi('/price-alerts', { method: 'POST', body: trackedSearch() })).status).toBe(401)
  })

  it('should refuse the same airports and past dates with 400 and the field message', async () => {
    const { cookie } = await traveller()
    const same = await track(cookie, trackedSearch({ destination: 'JFK' }))
    const past = await track(
      cookie,
      trackedSearch({ departDate: daysFromNow(-2), returnDate: daysFromNow(3) }),
    )
    expect([same.status, same.json.fieldErrors, past.status, past.json.message]).toEqual([
      400,
      { destination: 'validation.sameAirports' },
      400,
      'priceWatch.datesPast',
    ])
  })

  it(`should refuse the search past ${PRICE_WATCHES_PER_TRAVELLER} with 409 and the count`, async () => {
    const { cookie } = await traveller()
    for (let day = 0; day < PRICE_WATCHES_PER_TRAVELLER; day += 1)
      await track(cookie, trackedSearch({ departDate: daysFromNow(20 + day), returnDate: daysFromNow(40) }))
    const refused = await track(cookie)
    expect([refused.status, refused.json.message, refused.json.params]).toEqual([
      409,
      'priceWatch.limitReached',
      { count: PRICE_WATCHES_PER_TRAVELLER },
    ])
  })

  it("should stop one of the traveller's own from the account, and 404 another's", async () => {
    const owner = await traveller()
    const stranger = await traveller()
    const tracked = await track(owner.cookie)
    const id = (tracked.json as { watch: { id: number } }).watch.id
    const byStranger = await callApi(`/account/price-alerts/${id}/stop`, {
      method: 'POST',
      cookie: stranger.cookie,
    })
    const byOwner = await callApi(`/account/price-alerts/${id}/stop`, {
      method: 'POST',
      cookie: owner.cookie,
    })
    const listed = await callApi('/account/price-alerts', { cookie: owner.cookie })
    expect([byStranger.status, byOwner.status, (listed.json as { watches: unknown[] }).watches]).toEqual([
      404,
      204,
      [],
    ])
  })
})

describe('tracking a search by e-mail', () => {
  it('should mail a link in the page language and track nothing until it is opened, once', async () => {
    const email = freshAddress('watch-fr')
    const asked = await trackByEmail(email, { locale: 'fr' })
    const mail = await waitForMail(process.env.MAIL_API_URL!, email, /^Confirmez votre alerte de prix/)
    const before = await watchesOf(email)
    const token = tokenIn(mail.text)
    const together = await Promise.all([confirm(token), confirm(token)])
    const later = await confirm(token)
    expect([
      asked.status,
      mail.text.includes('/fr/price-alerts/confirm#token='),
      before.length,
      together.map((answer) => answer.status).toSorted(),
      later.status,
      later.json.message,
      (await watchesOf(email)).length,
    ]).toEqual([202, true, 0, [201, 409], 409, 'priceWatch.linkUsed', 1])
  })

  it('should refuse a bad address with 400 and its field message, and a forged link with 400', async () => {
    const bad = await callApi('/price-alerts/by-email', {
      method: 'POST',
      body: { ...trackedSearch(), email: 'not-an-address' },
    })
    const forged = await confirm(`${'x'.repeat(30)}.${'y'.repeat(43)}`)
    expect([bad.status, bad.json.fieldErrors, forged.status, forged.json.message]).toEqual([
      400,
      { email: 'validation.emailInvalid' },
      400,
      'priceWatch.linkInvalid',
    ])
  })

  it("should stop a watch from an alert's signed link, and refuse a link for another watch's id unsigned", async () => {
    const email = freshAddress('watch-stop')
    await trackByEmail(email)
    const mail = await waitForMail(process.env.MAIL_API_URL!, email, /^Confirm your price alert/)
    const watchId = ((await confirm(tokenIn(mail.text))).json as { watch: { id: number } }).watch.id
    const token = stopToken(watchId, payload.secret, new Date())
    const stopped = await callApi('/price-alerts/stop', { method: 'POST', body: { token } })
    const tampered = await callApi('/price-alerts/stop', {
      method: 'POST',
      body: {
        token: `${Buffer.from(JSON.stringify([watchId + 1, Date.now() + 60_000])).toString('base64url')}.${token.split('.')[1]}`,
      },
    })
    const [watch] = await watchesOf(email)
    expect([stopped.status, tampered.status, watch?.status]).toEqual([204, 400, 'stopped'])
  })
})
