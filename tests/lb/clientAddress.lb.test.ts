/**
 * Behind the balancer, each client is counted as itself (TRUSTED_PROXIES, set by scripts/lb.ts to
 * the balancer's address): the site and the cms read the address HAProxy appends to
 * X-Forwarded-For. The test client stands where a CDN would: the address it sends is the one
 * HAProxy is told about, then appended to by HAProxy itself.
 */
import { describe, expect, it } from 'vitest'
import { TRAVELLER_SIGN_IN_LIMIT } from '../../cms/src/endpoints/auth/limits.ts'

const site = process.env.LB_SITE_URL
if (!site) throw new Error('LB_SITE_URL is not set: run these tests with npm run test:lb')

const RUN = Math.floor(Math.random() * 200) + 20
/** An address of TEST-NET-3 unique to this run and this client. */
const clientAddress = (client: number) => `203.0.${RUN}.${client}`

const wrongSignIn = (client: number, i: number) =>
  fetch(`${site}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(client) },
    body: JSON.stringify({ email: `lb-client-${client}-${i}@example.com`, password: 'wrong-pass' }),
  })

describe('client addresses behind the balancer', () => {
  it('should refuse only the client that used up its sign-in attempts, whichever processes counted', async () => {
    const limit = TRAVELLER_SIGN_IN_LIMIT.points
    const first = await Promise.all(Array.from({ length: limit + 1 }, (_, i) => wrongSignIn(1, i)))
    const processes = new Set(first.map((answer) => answer.headers.get('x-nexovia-cms-process')))
    const other = await wrongSignIn(2, 0)
    expect({
      refusedFirst: first.filter((answer) => answer.status === 429).length,
      processes: [...processes].sort(),
      other: other.status,
    }).toEqual({ refusedFirst: 1, processes: ['cms-1', 'cms-2'], other: 401 })
  })

  it('should not let a client escape its limit by naming another address left of the balancer', async () => {
    const limit = TRAVELLER_SIGN_IN_LIMIT.points
    await Promise.all(Array.from({ length: limit }, (_, i) => wrongSignIn(3, i)))
    // HAProxy appends the real address after whatever the client claims: the claim is not believed.
    const forged = await fetch(`${site}/api/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.77, ${clientAddress(3)}`,
      },
      body: JSON.stringify({ email: 'lb-client-3-forged@example.com', password: 'wrong-pass' }),
    })
    expect(forged.status).toBe(429)
  })
})
