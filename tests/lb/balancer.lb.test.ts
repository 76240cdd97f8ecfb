/**
 * Two cms, two API and two site processes behind HAProxy (deploy/haproxy.cfg) on one PostgreSQL,
 * started by scripts/lb.ts (`npm run test:lb`). Every request goes to the balancer, except the reads
 * that check each site process's own cache. Which process answered is in X-Nexovia-Cms-Process,
 * X-Nexovia-Api-Process and X-Nexovia-Site-Process (sent only because the script sets NEXOVIA_PROCESS_NAME).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRAVELLER_SIGN_IN_LIMIT } from '../../cms/src/endpoints/auth/limits.ts'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:lb`)
  return value
}
const site = env('LB_SITE_URL')
const cms = env('LB_CMS_URL')
const siteProcesses = env('LB_SITE_PROCESSES').split(' ')
const logDir = env('LB_LOG_DIR')

const cmsProcess = (answer: Response) => answer.headers.get('x-nexovia-cms-process')
const apiProcess = (answer: Response) => answer.headers.get('x-nexovia-api-process')
const siteProcess = (answer: Response) => answer.headers.get('x-nexovia-site-process')
const distinct = (names: (string | null)[]) => [...new Set(names)].sort()

const json = (body: unknown, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
})

/** The `name=value` of a cookie the answer sets. */
function cookieOf(answer: Response, name: string): string {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
  if (!line) throw new Error(`no ${name} cookie (${answer.status})`)
  return line.split(';')[0]!
}

const traveller = {
  firstName: 'Aminata',
  lastName: 'Traoré',
  email: `lb-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password: 'correct-horse-battery',
  locale: 'en',
}

const signIn = () =>
  fetch(`${site}/api/users/login`, json({ email: traveller.email, password: traveller.password }))

const readAccount = (cookie: string) => fetch(`${site}/api/account`, { headers: { cookie } })

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s (last: ${String(value)})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const database = new pg.Client({ connectionString: env('DATABASE_URL') })
/** A checkout left unpaid, its session already expired: the scheduled job must expire it, once. */
let unpaidSession = ''

beforeAll(async () => {
  await database.connect()
  const signUp = await fetch(`${site}/api/users/register`, json(traveller))
  expect(signUp.status).toBe(201)
  // Opened first, so that the minute of the scheduled job passes while the other tests run.
  const packages = (await (await fetch(`${site}/api/payments/packages/flights`)).json()) as Record<
    string,
    { id: number }
  >
  const packageId = Object.values(packages)[0]!.id
  const checkout = await fetch(
    `${site}/api/payments/flight/checkout`,
    json({ package_id: packageId, user_email: `lb-unpaid-${crypto.randomUUID().slice(0, 8)}@example.com` }),
  )
  expect(checkout.status).toBe(201)
  const { checkout_url } = (await checkout.json()) as { checkout_url: string }
  unpaidSession = new URL(checkout_url, site).searchParams.get('session_id')!
  const { rowCount } = await database.query(
    `UPDATE bookings SET session_expires_at = now() - interval '1 minute'
      WHERE checkout_session_id = $1 AND status = 'pending'`,
    [unpaidSession],
  )
  expect(rowCount).toBe(1)
})

afterAll(async () => {
  await database.end()
})

describe('behind the balancer', () => {
  it('should answer the public lookups from both API processes and the rest from the cms, through the site', async () => {
    const lookups: Response[] = []
    const reads: Response[] = []
    for (let i = 0; i < 4; i++) {
      lookups.push(await fetch(`${site}/api/health`))
      lookups.push(await fetch(`${site}/api/places/autocomplete`, json({ query: 'logan' })))
      reads.push(await fetch(`${site}/api/globals/site-settings`))
    }
    expect(distinct([...lookups, ...reads].map((answer) => String(answer.status)))).toEqual(['200'])
    expect(distinct(lookups.map(apiProcess))).toEqual(['api-1', 'api-2'])
    expect(distinct(lookups.map((answer) => answer.headers.get('x-served-by')))).toEqual(['api'])
    expect(distinct(lookups.map(cmsProcess))).toEqual([null])
    expect(distinct(reads.map(cmsProcess))).toEqual(['cms-1', 'cms-2'])
    expect(distinct(reads.map(apiProcess))).toEqual([null])
  })

  it('should keep a session across round-robin: 6 reads of the account, on both cms processes', async () => {
    const signedIn = await signIn()
    expect(signedIn.status).toBe(200)
    const cookie = cookieOf(signedIn, 'nexovia-session')
    const reads: Response[] = []
    for (let i = 0; i < 6; i++) reads.push(await readAccount(cookie))
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200, 200, 200])
    const emails = await Promise.all(
      reads.map(async (read) => ((await read.json()) as { user: { email: string } }).user.email),
    )
    expect(distinct(emails)).toEqual([traveller.email])
    expect(distinct(reads.map(cmsProcess))).toEqual(['cms-1', 'cms-2'])
    expect(distinct(reads.map(siteProcess))).toEqual(['site-1', 'site-2'])
  })

  it('should keep all five sessions of five simultaneous sign-ins of one account', async () => {
    const signIns = await Promise.all(Array.from({ length: 5 }, signIn))
    expect(signIns.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(distinct(signIns.map(cmsProcess))).toEqual(['cms-1', 'cms-2'])
    const cookies = signIns.map((answer) => cookieOf(answer, 'nexovia-session'))
    expect(new Set(cookies).size).toBe(5)
    const reads = await Promise.all(cookies.map(readAccount))
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200, 200])
  })

  it("should show an editor's publish on both site processes", async () => {
    const staff = await fetch(
      `${cms}/api/admins/login`,
      json({ username: env('ADMIN_USERNAME'), password: env('ADMIN_PASSWORD') }),
    )
    expect(staff.status).toBe(200)
    const cookie = cookieOf(staff, 'nexovia-admin-token')
    const settings = (await (await fetch(`${cms}/api/globals/site-settings?depth=0`)).json()) as {
      phones: { us: string; ci: string }
    }
    const phone = `+1 212 555 ${String(Math.floor(1000 + Math.random() * 9000))}`
    const home = (origin: string) => fetch(`${origin}/`).then(async (answer) => answer.text())
    // Each site process caches the home page (it shows the settings' phones) before the change.
    for (const origin of siteProcesses) {
      expect(await home(origin)).toContain(settings.phones.us)
      expect(await home(origin)).not.toContain(phone)
      const again = await fetch(`${origin}/`)
      expect(again.headers.get('x-astro-cache')).toBe('HIT')
    }
    const publish = await fetch(
      `${cms}/api/globals/site-settings`,
      json({ phones: { ...settings.phones, us: phone } }, cookie),
    )
    expect(publish.status).toBe(200)
    for (const origin of siteProcesses) {
      await until(
        `the new phone on ${origin}`,
        () => home(origin),
        (page) => page.includes(phone),
        5000,
      )
    }
  })

  it('should answer 429 after the same number of sign-in attempts as one process would', async () => {
    // The earlier tests signed in from this same client (everything here is 127.0.0.1): start afresh.
    await database.query('DELETE FROM rate_limits WHERE key LIKE $1', [`${TRAVELLER_SIGN_IN_LIMIT.name}:%`])
    const limit = TRAVELLER_SIGN_IN_LIMIT.points
    // All at once, and a different address each time (so no account's failure lock interferes).
    const attempts = await Promise.all(
      Array.from({ length: limit + 1 }, (_, i) =>
        fetch(
          `${site}/api/users/login`,
          json({
            email: `lb-nobody-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`,
            password: 'wrong-pass',
          }),
        ),
      ),
    )
    const statuses = attempts.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(1)
    expect(distinct(attempts.map(cmsProcess))).toEqual(['cms-1', 'cms-2'])
    // And it stays refused, whichever process answers.
    const after = await Promise.all([signIn(), signIn()])
    expect(after.map((answer) => answer.status)).toEqual([429, 429])
    expect(distinct(after.map(cmsProcess))).toEqual(['cms-1', 'cms-2'])
  })

  it('should run a scheduled job once: the unpaid booking expires, in one process, once', async () => {
    // Payload queues a schedule's job for its next minute, then runs it: up to two minutes after start.
    // The database is watched (the status endpoint is rate-limited); the answer is then read through the balancer.
    const bookingStatus = () =>
      database
        .query('SELECT status FROM bookings WHERE checkout_session_id = $1', [unpaidSession])
        .then(({ rows }) => rows[0]?.status as string)
    await until('the unpaid booking expired', bookingStatus, (value) => value === 'expired', 140_000)
    const answer = await fetch(`${site}/api/payments/status/${unpaidSession}`)
    expect(((await answer.json()) as { transaction_status: string }).transaction_status).toBe('expired')
    const lines = ['cms-1', 'cms-2'].flatMap((name) =>
      readFileSync(path.join(logDir, `${name}.log`), 'utf8')
        .split('\n')
        .map((line) => `${name} ${line}`),
    )
    // One process expired it (the other never did), and each minute each queue's due jobs ran in one
    // process: the payments queue (expiry and ticket orders) every minute, the flight watch (taxi queue)
    // also at minutes divisible by 5 (flightWatchTask.ts), so two runs in such a minute are the two
    // queues, not one job twice (scheduling one process at a time keeps it so: scheduledJobs.ts).
    expect(lines.filter((line) => line.includes('Expired 1 unpaid bookings'))).toHaveLength(1)
    const runs = lines.filter((line) => /Running \d+ jobs/.test(line))
    expect(runs.length).toBeGreaterThan(0)
    const runsByMinute = new Map<string, number>()
    for (const line of runs) {
      const minute = /\[(\d\d:\d\d):\d\d\]/.exec(line)?.[1] ?? ''
      runsByMinute.set(minute, (runsByMinute.get(minute) ?? 0) + 1)
    }
    for (const [minute, count] of runsByMinute) {
      const due = Number(minute.slice(3)) % 5 === 0 ? 2 : 1
      expect(count, runs.join('\n')).toBeLessThanOrEqual(due)
    }
  }, 150_000)
})
