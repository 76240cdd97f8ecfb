/**
 * Issue 40's outside probe, replayed over HTTP against a running production stack (`npm run build`
 * then `npm start`, plain http with INSECURE_COOKIES=true): the cases that need nothing but the stack
 * and the administrator's account. Each case prints its outcome; the exit code is the number that failed.
 * The account races (#1), the simultaneous approvals (#2) and the mailed codes and links (#7–#9) need
 * a mail catcher and a held lock: their int tests replay them (tests/int/, named in the issue's note).
 *
 *   PROBE_SITE_URL=http://localhost:4410 PROBE_CMS_URL=http://127.0.0.1:3110 node tests/probe/issue40Probe.ts
 */
import { STAY_RATE_PREFIX, STAY_RATE_SIGNATURE_CHARS } from '@nexovia/content-schema/hotels/stay-rate'

const SITE = process.env.PROBE_SITE_URL ?? 'http://localhost:4321'
const CMS = process.env.PROBE_CMS_URL ?? 'http://127.0.0.1:3000'
const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? 'admin',
  password: process.env.ADMIN_PASSWORD ?? 'nexovia-admin-dev',
}

type Outcome = { name: string; isHeld: boolean; detail: string }
const outcomes: Outcome[] = []

async function probe(name: string, run: () => Promise<{ isHeld: boolean; detail: string }>) {
  try {
    outcomes.push({ name, ...(await run()) })
  } catch (error) {
    outcomes.push({ name, isHeld: false, detail: `threw: ${String(error)}` })
  }
}

/** A staff call as the console makes it: the staff cookie, from the site's origin. */
const staffCall =
  (cookie: string) =>
  (path: string, init: { method?: string; body?: string } = {}) =>
    fetch(`${CMS}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { cookie, origin: new URL(SITE).origin, 'content-type': 'application/json' },
      body: init.body,
    })

const statusIn = (status: number, expected: number[]) => ({
  isHeld: expected.includes(status),
  detail: `${status} (expected ${expected.join(' or ')})`,
})

async function signInAdmin(): Promise<string> {
  const login = await fetch(`${CMS}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const cookie = (login.headers.get('set-cookie') ?? '').match(/nexovia-admin-token=[^;]+/)?.[0]
  if (!login.ok || !cookie) throw new Error(`admin sign-in answered ${login.status}`)
  return cookie
}

/** A stay rate whose hotel and price nobody offered, under a signature the cms never made. */
function forgedStayRate(hotelName: string): string {
  const checkIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const checkOut = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10)
  const rate = {
    supplier: 'duffel',
    rateId: 'rat_probe',
    total: 100,
    currency: 'USD',
    hotelName,
    city: 'Accra',
    roomName: 'Suite',
    checkIn,
    checkOut,
    adults: 2,
    rooms: 1,
    hasBreakfast: true,
    freeCancellationUntil: null,
    expiresAt: '2999-01-01T00:00:00.000Z',
  }
  return `${STAY_RATE_PREFIX}${Buffer.from(JSON.stringify(rate)).toString('base64url')}${'A'.repeat(STAY_RATE_SIGNATURE_CHARS)}`
}

const cookie = await signInAdmin()
const staff = staffCall(cookie)

await probe('#3 an administrator PATCHes a booking through REST', async () =>
  statusIn(
    (await staff('/bookings/1', { method: 'PATCH', body: '{"status":"confirmed"}' })).status,
    [403, 404],
  ),
)
await probe('#3 an administrator DELETEs bookings by query through REST', async () => {
  const answer = await staff('/bookings?where[id][exists]=true', { method: 'DELETE' })
  const json = (await answer.json()) as { docs?: unknown[] }
  return {
    isHeld: answer.status !== 200 || !json.docs?.length,
    detail: `${answer.status}, ${json.docs?.length ?? 0} deleted`,
  }
})
await probe("#3 an administrator PATCHes a flight ticket's PNR through REST", async () =>
  statusIn(
    (await staff('/flight-tickets/1', { method: 'PATCH', body: '{"pnr":"<b>x</"}' })).status,
    [403, 404],
  ),
)
await probe('#4 an administrator creates an editor with the password "abc"', async () => {
  const body = { username: `probe-${Date.now()}`, name: 'Probe', password: 'abc', roles: ['editor'] }
  return statusIn((await staff('/admins', { method: 'POST', body: JSON.stringify(body) })).status, [400])
})
await probe('#5 the console lists bookings from the year 0', async () =>
  statusIn((await staff('/admin/bookings?from=0000-01-01')).status, [400]),
)
await probe('#10 an editor dates a rate 2099-12-31', async () => {
  const current = (await (await staff('/globals/exchange-rates?depth=0')).json()) as {
    rates: { setOn: string }[]
  }
  const rates = current.rates.map((row, index) => (index === 0 ? { ...row, setOn: '2099-12-31' } : row))
  return statusIn(
    (await staff('/globals/exchange-rates', { method: 'POST', body: JSON.stringify({ rates }) })).status,
    [400],
  )
})
await probe(
  '#11 the date strip, 6 calls in a row from one client (7 searches each, 40 a minute)',
  async () => {
    const departDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const body = JSON.stringify({ origin: 'JFK', destination: 'ACC', departDate, adults: 1 })
    const statuses: number[] = []
    for (let call = 0; call < 6; call++) {
      const answer = await fetch(`${SITE}/api/flights/date-prices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      statuses.push(answer.status)
    }
    return { isHeld: statuses.includes(429), detail: statuses.join(' ') }
  },
)
await probe('#12 a staff write of 30,000 nested arrays', async () => {
  const body = `{"address":${'['.repeat(30_000)}${']'.repeat(30_000)}}`
  return statusIn((await staff('/globals/site-settings', { method: 'POST', body })).status, [400, 413])
})
await probe('#13 a global text holding CR LF through Payload REST', async () => {
  const answer = await staff('/globals/site-settings', {
    method: 'POST',
    body: '{"address":"Plateau\\r\\nAbidjan"}',
  })
  return statusIn(answer.status, [400])
})
await probe('#13 control: the same global saved with its own one-line address', async () => {
  const { address } = (await (await staff('/globals/site-settings?depth=0')).json()) as { address: string }
  return statusIn(
    (await staff('/globals/site-settings', { method: 'POST', body: JSON.stringify({ address }) })).status,
    [200],
  )
})
await probe('#13 a post title holding a tab through Payload REST', async () => {
  const body = {
    title: 'A\ttitle',
    slug: `probe-${Date.now()}`,
    excerpt: 'x',
    category: 'Tips',
    publishedAt: new Date().toISOString(),
    readTimeMinutes: 1,
  }
  return statusIn((await staff('/posts', { method: 'POST', body: JSON.stringify(body) })).status, [400])
})
await probe('#14 a concierge name holding a line feed', async () => {
  const body = {
    name: 'Awa\n[ERROR] forged',
    email: 'probe@example.com',
    tripDetails: 'Abidjan',
    locale: 'en',
  }
  const answer = await fetch(`${SITE}/api/concierge/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return statusIn(answer.status, [400])
})
await probe('#15 /api/media/file/%00 on the site', async () =>
  statusIn((await fetch(`${SITE}/api/media/file/%00`)).status, [400]),
)
await probe('#15 /api/media/file/%00 on the cms', async () =>
  statusIn((await fetch(`${CMS}/api/media/file/%00`)).status, [400]),
)
for (const locale of ['en', 'fr'] as const) {
  await probe(`note: /payment with a forged stay rate (${locale})`, async () => {
    const hotel = 'Probe Forged Palace'
    const path = locale === 'en' ? '/payment' : '/fr/payment'
    const answer = await fetch(`${SITE}${path}?${new URLSearchParams({ stay_rate: forgedStayRate(hotel) })}`)
    const html = await answer.text()
    const isRefused = html.includes('data-testid="hotel-offer-invalid"') && !html.includes(hotel)
    return {
      isHeld: isRefused,
      detail: `${answer.status}, forged hotel ${html.includes(hotel) ? 'shown' : 'not shown'}`,
    }
  })
}

for (const { name, isHeld, detail } of outcomes)
  console.log(`${isHeld ? 'held  ' : 'FAILED'}  ${name}: ${detail}`)
const failed = outcomes.filter((outcome) => !outcome.isHeld).length
console.log(`${outcomes.length - failed} of ${outcomes.length} held`)
process.exit(failed)
