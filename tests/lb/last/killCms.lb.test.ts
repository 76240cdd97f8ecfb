/**
 * One cms process killed while travellers book and pay through the balancer (issue 20): HAProxy
 * routes around it, no acknowledged write is lost and no booking is paid twice. Run last
 * (project lb-last, scripts/lb.ts), since the process stays dead. Each traveller retries what
 * failed for want of a server (502/503/504, a dropped connection), as a browser's user would.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:lb`)
  return value
}
const site = env('LB_SITE_URL')
const [, victimPid] = env('LB_CMS_PIDS').split(' ').map(Number)

const TRAVELLERS = 10
const BOOKINGS_EACH = 4
const RUN = crypto.randomUUID().slice(0, 8)
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ama Mensah' }

const database = new pg.Client({ connectionString: env('DATABASE_URL') })
let packageId = 0

/**
 * A request of one traveller (its own address, as the balancer would report it), retried while no server
 * answers it whole: a connection dropped before the answer or in its body (the killed process was
 * streaming it through the site) counts as no answer (0).
 */
async function send(traveller: number, path: string, body: unknown, failures: number[]) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await fetch(`${site}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.7.${traveller + 1}` },
      body: JSON.stringify(body),
    })
      .then(async (response) => ({ status: response.status, text: await response.text() }))
      .catch(() => undefined)
    if (answer && ![502, 503, 504].includes(answer.status)) return answer
    failures.push(answer?.status ?? 0)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${path}: no answer after 20 attempts`)
}

/** One traveller's bookings, each opened then paid; the sessions whose payment was acknowledged. */
async function bookAndPay(traveller: number, failures: number[]) {
  const paid: string[] = []
  for (let i = 0; i < BOOKINGS_EACH; i++) {
    const email = `lb-kill-${RUN}-${traveller}-${i}@example.com`
    const checkout = await send(
      traveller,
      '/api/payments/flight/checkout',
      { package_id: packageId, user_email: email },
      failures,
    )
    if (checkout.status !== 201) throw new Error(`checkout answered ${checkout.status}`)
    const { checkout_url } = JSON.parse(checkout.text) as { checkout_url: string }
    const sessionId = new URL(checkout_url, site).searchParams.get('session_id')!
    const pay = await send(traveller, `/api/payments/test-checkout/${sessionId}/pay`, TEST_CARD, failures)
    // 409: a retry after the first attempt's answer was lost, the session already paid.
    if (pay.status !== 200 && pay.status !== 409) throw new Error(`payment answered ${pay.status}`)
    paid.push(sessionId)
  }
  return paid
}

beforeAll(async () => {
  await database.connect()
  const packages = (await (await fetch(`${site}/api/payments/packages/flights`)).json()) as Record<
    string,
    { id: number }
  >
  packageId = Object.values(packages)[0]!.id
})

afterAll(async () => {
  await database.end()
})

describe('a cms process killed under load', () => {
  it('should lose no acknowledged booking and take no payment twice', async () => {
    const failures: number[] = []
    const load = Promise.all(
      Array.from({ length: TRAVELLERS }, (_, traveller) => bookAndPay(traveller, failures)),
    )
    await new Promise((resolve) => setTimeout(resolve, 1500))
    process.kill(victimPid!, 'SIGKILL')
    const paidSessions = (await load).flat()

    const { rows } = await database.query(
      `SELECT b.checkout_session_id AS session, b.status,
              (SELECT count(*)::int FROM payment_events e
                WHERE e.booking_id = b.id AND e.type = 'checkout.session.completed') AS completions
         FROM bookings b WHERE b.email LIKE $1`,
      [`lb-kill-${RUN}-%`],
    )
    const bySession = new Map(rows.map((row) => [row.session as string, row]))
    const paidRows = paidSessions.map((session) => bySession.get(session))
    expect({
      acknowledged: paidSessions.length,
      found: paidRows.filter(Boolean).length,
      confirmed: paidRows.filter((row) => row?.status === 'confirmed').length,
      paidTwice: rows.filter((row) => row.completions > 1).length,
      paidWithoutAcknowledgement: rows.filter(
        (row) => row.status === 'confirmed' && !paidSessions.includes(row.session),
      ).length,
    }).toEqual({
      acknowledged: TRAVELLERS * BOOKINGS_EACH,
      found: TRAVELLERS * BOOKINGS_EACH,
      confirmed: TRAVELLERS * BOOKINGS_EACH,
      paidTwice: 0,
      paidWithoutAcknowledgement: 0,
    })
    console.log(
      `[kill] ${paidSessions.length} bookings paid; ${failures.length} attempts retried (${failures.join(' ')})`,
    )
  }, 120_000)

  it('should then answer everything from the living process', async () => {
    // HAProxy takes the dead process out after two failed checks (inter 2s, fall 2): a request in that
    // window may meet a connection the kill cut. From then on, every answer comes from cms-1 (a
    // read Next answers: /api/health is the API processes').
    const processesAnswering = async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${site}/api/globals/site-settings`)),
      )
      return [
        ...new Set(
          answers.map((answer) => `${answer.status} ${answer.headers.get('x-nexovia-cms-process')}`),
        ),
      ]
    }
    await expect.poll(processesAnswering, { timeout: 10_000, interval: 500 }).toEqual(['200 cms-1'])
  })
})
