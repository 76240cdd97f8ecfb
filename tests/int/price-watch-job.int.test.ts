/**
 * Issue 45: the daily job searches each tracked search again through the flight engine (here Duffel,
 * through its local double) and tells the traveller once per new low that drops by the threshold,
 * however many runs there are, at once or one after another; a watch whose dates passed is ended.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { duffelProvider } from '../../cms/src/services/flights/duffel/duffelProvider.ts'
import { useFlightProvider } from '../../cms/src/services/flights/flightEngine.ts'
import { checkPriceWatches } from '../../cms/src/services/priceWatches/checkPriceWatches.ts'
import { startWatch } from '../../cms/src/services/priceWatches/priceWatchStore.ts'
import { startDuffelDouble } from '../fixtures/duffelDouble.ts'
import { daysFromNow } from '../fixtures/flights.ts'
import { mailsTo, waitForMail } from '../fixtures/mailCatcher.ts'
import { startMessagingStand } from '../fixtures/messagingStand.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteWatchesOf, freshAddress, trackedSearch } from '../fixtures/priceWatches.ts'
import { signInTraveller } from '../fixtures/staffApi.ts'

let payload: Payload
let duffel: Awaited<ReturnType<typeof startDuffelDouble>>
let stand: Awaited<ReturnType<typeof startMessagingStand>>
const addresses: string[] = []
const startedAt = new Date().toISOString()
const OFFER_REQUESTS = 'POST /air/offer_requests/'

/** Duffel answers the recorded round trips (cheapest 812.40 USD), every total times `factor`. */
function duffelPricesTimes(factor: number) {
  duffel.answer(OFFER_REQUESTS, {
    status: 201,
    fixture: 'offer-request-round-trip.json',
    edit: (json) => {
      const data = json.data as { offers: { total_amount: string }[] }
      for (const offer of data.offers) offer.total_amount = (Number(offer.total_amount) * factor).toFixed(2)
      return json
    },
  })
}

async function watchFor(name: string, overrides: Record<string, unknown> = {}) {
  const email = freshAddress(name)
  addresses.push(email)
  const search = trackedSearch(overrides) as Parameters<typeof startWatch>[1]['search']
  const started = await startWatch(payload, { search, owner: { email } })
  if (started.kind !== 'tracking') throw new Error(`not tracked: ${started.kind}`)
  return { email, watch: started.watch }
}

const alertsTo = async (email: string) =>
  (await mailsTo(process.env.MAIL_API_URL!, email)).filter((mail) => /^Price drop/.test(mail.subject))

beforeAll(async () => {
  payload = await testPayload()
  duffel = await startDuffelDouble()
  useFlightProvider(duffelProvider({ token: 'duffel_test_double', basePath: duffel.url }))
  stand = await startMessagingStand()
  Object.assign(process.env, stand.env())
})

afterEach(() => duffel.reset())

afterAll(async () => {
  useFlightProvider(undefined)
  await duffel.stop()
  await stand.stop()
  await deleteWatchesOf(payload, addresses)
  await payload.delete({
    collection: 'flight-offers',
    where: { and: [{ provider: { equals: 'duffel' } }, { createdAt: { greater_than_equal: startedAt } }] },
  })
})

describe('the daily price check', () => {
  it('should send one alert for a lowered price, linking to the search and to a stop, and none on the next run', async () => {
    duffelPricesTimes(1)
    const { email, watch } = await watchFor('drop')
    duffelPricesTimes(0.9)
    await checkPriceWatches(payload)
    const alert = await waitForMail(process.env.MAIL_API_URL!, email, /^Price drop/)
    await checkPriceWatches(payload)
    const stored = await payload.findByID({ collection: 'price-watches', id: watch.id, depth: 0 })
    expect([
      watch.referencePrice,
      stored.lowestPrice,
      stored.referencePrice,
      alert.subject,
      alert.text.includes(`/flights?origin=JFK&destination=ACC&departDate=${watch.departDate}`),
      alert.text.includes('/price-alerts/stop#token='),
      (await alertsTo(email)).length,
    ]).toEqual([81_240, 73_116, 73_116, 'Price drop: JFK to ACC now $731.16', true, true, 1])
  })

  it('should send one alert when two runs check the same drop at once', async () => {
    duffelPricesTimes(1)
    const { email } = await watchFor('together')
    duffelPricesTimes(0.8)
    const runs = await Promise.all([checkPriceWatches(payload), checkPriceWatches(payload)])
    await waitForMail(process.env.MAIL_API_URL!, email, /^Price drop/)
    expect([runs.includes('skipped'), (await alertsTo(email)).length]).toEqual([true, 1])
  })

  it('should say nothing of a drop below 5 % and 25 USD', async () => {
    duffelPricesTimes(1)
    const { email, watch } = await watchFor('small')
    duffelPricesTimes(0.98)
    await checkPriceWatches(payload)
    const stored = await payload.findByID({ collection: 'price-watches', id: watch.id, depth: 0 })
    expect([stored.lastPrice, stored.referencePrice, (await alertsTo(email)).length]).toEqual([
      79_615, 81_240, 0,
    ])
  })

  it('should end a watch whose departure has passed without searching it', async () => {
    duffelPricesTimes(1)
    const { watch } = await watchFor('past', { departDate: daysFromNow(1), returnDate: daysFromNow(8) })
    const requestsBefore = duffel.received.length
    await checkPriceWatches(payload, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000))
    const stored = await payload.findByID({ collection: 'price-watches', id: watch.id, depth: 0 })
    const searchedIt = duffel.received
      .slice(requestsBefore)
      .some((request) => JSON.stringify(request.body).includes(watch.departDate))
    expect([stored.status, searchedIt]).toEqual(['ended', false])
  })

  it('should also send WhatsApp once per new low to an account that chose it', async () => {
    duffelPricesTimes(1)
    const traveller = await signInTraveller(payload)
    const phone = `+2250707${String(Date.now() % 1_000_000).padStart(6, '0')}`
    await payload.update({
      collection: 'users',
      id: traveller.id,
      data: { messagePhone: phone, whatsappConsent: true },
    })
    addresses.push(traveller.email)
    const search = trackedSearch() as Parameters<typeof startWatch>[1]['search']
    const started = await startWatch(payload, {
      search,
      owner: { email: traveller.email, userId: traveller.id },
    })
    if (started.kind !== 'tracking') throw new Error(`not tracked: ${started.kind}`)
    duffelPricesTimes(0.9)
    await Promise.all([checkPriceWatches(payload), checkPriceWatches(payload)])
    await checkPriceWatches(payload)
    const { docs } = await payload.find({
      collection: 'messages',
      where: { and: [{ user: { equals: traveller.id } }, { event: { equals: 'priceDropped' } }] },
      depth: 0,
    })
    await payload.delete({ collection: 'messages', where: { user: { equals: traveller.id } } })
    await traveller.remove()
    expect(docs.map((message) => [message.channel, message.to, message.variables])).toEqual([
      ['whatsapp', phone, { route: 'JFK–ACC', price: '$731.16' }],
    ])
  })
})
