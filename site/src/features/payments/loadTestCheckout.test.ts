import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

const FLW_SESSION = `flw_${'ab12'.repeat(12)}`
/** What the cms answers for a Flutterwave mobile-money session (ZTestCheckoutView). */
const FLW_VIEW = {
  session_id: FLW_SESSION,
  provider: 'flutterwave',
  state: 'open',
  amount: 612_000,
  currency: 'XOF',
  booking_type: 'flight',
  item_name: 'Abidjan getaway',
  item_description: '1 passenger',
  locale: 'fr',
  expires_at: '2030-01-01T00:30:00.000Z',
  cancel_url: `https://nexovia.example/fr/payment/cancel?session_id=${FLW_SESSION}`,
  last_failure: null,
  payment_method: 'mobile_money',
  converted_from: { amount: 99_900, currency: 'USD', rate_set_on: '2029-12-31' },
  pending_charge: null,
}

const seen: { url: string; headers: IncomingHttpHeaders }[] = []
const cms = createServer((request, response) => {
  seen.push({ url: request.url ?? '', headers: request.headers })
  const isKnown = request.url === `/api/payments/test-checkout/${FLW_SESSION}`
  response
    .writeHead(isKnown ? 200 : 404, { 'content-type': 'application/json' })
    .end(JSON.stringify(isKnown ? FLW_VIEW : { message: 'errors.notFound' }))
})

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`
})

beforeEach(() => {
  seen.length = 0
})

afterAll(() => {
  cms.close()
})

// Imported once CMS_URL points at this test's cms (the module reads it when loaded).
const loader = () => import('./loadTestCheckout').then((module) => module.loadTestCheckout)

describe('loadTestCheckout', () => {
  it("should ask the cms with the visitor's address and the site's token, so one visitor's limit is theirs alone", async () => {
    const page = await (await loader())({ clientAddress: '203.0.113.7' }, 'cs_test_made_up')
    expect([
      page.state,
      seen[0]?.headers['x-forwarded-for'],
      typeof seen[0]?.headers['x-nexovia-proxy'],
    ]).toEqual(['notFound', '203.0.113.7', 'string'])
  })

  it("should open a Flutterwave session's page with the cms's view of it", async () => {
    const page = await (await loader())({ clientAddress: '203.0.113.7' }, FLW_SESSION)
    expect(page).toEqual({ state: 'open', view: FLW_VIEW })
  })

  it('should not ask the cms about an id that only looks like a Flutterwave session', async () => {
    const page = await (await loader())({ clientAddress: '203.0.113.7' }, `flw_${'ab12'.repeat(11)}`)
    expect([page.state, seen.length]).toEqual(['notFound', 0])
  })
})
