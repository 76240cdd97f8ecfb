import { endpoint, schema } from '@nexovia/content-schema/api/contract'
import type { PayloadRequest } from 'payload'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { contractEndpoint } from './contractEndpoint'

// The limit as the cms keeps it, in memory instead of Postgres (the int tests count in Postgres):
// the same library and rule, keyed by the request's address unless the caller gives a key.
vi.mock('../../http/rateLimit', () => ({
  createRateLimit: ({ points, durationSeconds }: { points: number; durationSeconds: number }) => {
    const limiter = new RateLimiterMemory({ points, duration: durationSeconds })
    const clientOf = (req: PayloadRequest) => req.headers.get('x-test-client') ?? ''
    const limit = (req: PayloadRequest, key = clientOf(req)) =>
      limiter.consume(key).then(
        () => null,
        () => Response.json({ message: 'errors.tooManyRequests' }, { status: 429 }),
      )
    limit.giveBack = async (req: PayloadRequest) => {
      await limiter.reward(clientOf(req), 1)
    }
    return limit
  },
}))

const names = async () => ({
  ZName: z.object({ name: z.string().trim().min(1, 'validation.required') }),
  ZPage: z.object({ page: z.coerce.number().int().min(1, 'validation.invalid').default(1) }),
  ZIdParams: z.object({
    id: z
      .string()
      .regex(/^[1-9]\d*$/, 'validation.invalidId')
      .transform(Number),
  }),
})

const A_TEST_ROUTE = { none: 'a route of this test only' }

const publicForm = endpoint({
  method: 'POST',
  path: '/api/test/names',
  access: 'public',
  limit: { points: 2, seconds: 60 },
  body: schema(names, 'ZName'),
})
const publicList = endpoint({
  method: 'GET',
  path: '/api/test/list',
  access: 'public',
  limit: A_TEST_ROUTE,
  query: schema(names, 'ZPage'),
})
const travellerList = endpoint({
  method: 'GET',
  path: '/api/test/mine',
  access: 'traveller',
  limit: A_TEST_ROUTE,
  query: schema(names, 'ZPage'),
})
const adminAction = endpoint({
  method: 'DELETE',
  path: '/api/test/things/:id',
  access: 'admin',
  limit: A_TEST_ROUTE,
})
const closed = endpoint({ method: 'POST', path: '/api/test/closed', access: 'nobody', limit: A_TEST_ROUTE })
const publicThing = endpoint({
  method: 'GET',
  path: '/api/test/things/:id',
  access: 'public',
  limit: { points: 2, seconds: 60, counts: 'misses' },
  params: schema(names, 'ZIdParams'),
})
const countedByHandler = endpoint({
  method: 'POST',
  path: '/api/test/quotes',
  access: 'public',
  limit: { points: 1, seconds: 60, counts: 'handler' },
})
const keyedByThing = endpoint({
  method: 'POST',
  path: '/api/test/notes',
  access: 'public',
  limit: A_TEST_ROUTE,
  keyedLimits: { notes: { name: 'test-notes', points: 1, seconds: 60, per: 'thing' } },
})
const signedByProvider = endpoint({
  method: 'POST',
  path: '/api/test/webhook',
  access: 'provider',
  limit: A_TEST_ROUTE,
  signedBody: true,
})

type Call = {
  method?: string
  params?: Record<string, string>
  body?: string
  query?: string
  user?: object
  headers?: Record<string, string>
}

let client = 0
const request = ({ method = 'POST', params, body, query = '', user, headers = {} }: Call) => {
  const url = `http://127.0.0.1:3000/api/test${query}`
  const incoming = new Request(url, {
    method,
    body,
    headers: { 'content-type': 'application/json', 'x-test-client': String(client), ...headers },
  })
  return Object.assign(incoming, {
    user: user ?? null,
    routeParams: params,
    searchParams: new URL(url).searchParams,
    payload: { config: { serverURL: '' } },
  }) as unknown as PayloadRequest
}

const answer = async (response: Response) => [response.status, await response.json()]

let siteUrl: string | undefined
beforeEach(() => {
  client += 1
  siteUrl = process.env.PUBLIC_SITE_URL
  process.env.PUBLIC_SITE_URL = 'https://www.nexovia.example'
})
afterEach(() => {
  process.env.PUBLIC_SITE_URL = siteUrl
})

const admin = { id: 1, collection: 'admins', roles: ['admin'] }
const editor = { id: 2, collection: 'admins', roles: ['editor'] }
const traveller = { id: 3, collection: 'users' }

describe('contractEndpoint', () => {
  it('should mount the route where its contract says', () => {
    const built = contractEndpoint(publicForm, { handler: () => new Response() })
    expect([built.path, built.method, built.custom]).toEqual([
      '/test/names',
      'post',
      { contract: 'POST /api/test/names' },
    ])
  })

  it('should hand the handler the body parsed with the contract schema', async () => {
    const handler = vi.fn(({ body }) => Response.json(body))
    const built = contractEndpoint(publicForm, { handler })
    expect(await answer(await built.handler(request({ body: '{"name":" Ama "}' })))).toEqual([
      200,
      { name: 'Ama' },
    ])
  })

  it('should answer 400 with field errors, without calling the handler, when the body does not fit', async () => {
    const handler = vi.fn(() => new Response())
    const built = contractEndpoint(publicForm, { handler })
    const response = await built.handler(request({ body: '{"name":"  "}' }))
    expect([...(await answer(response)), handler.mock.calls.length]).toEqual([
      400,
      { message: 'errors.invalidInput', fieldErrors: { name: 'validation.required' } },
      0,
    ])
  })

  it('should hand the handler the query parsed with the contract schema, or answer 400', async () => {
    const built = contractEndpoint(publicList, { handler: ({ query }) => Response.json(query) })
    const good = await built.handler(request({ method: 'GET', query: '?page=2' }))
    const bad = await built.handler(request({ method: 'GET', query: '?page=0' }))
    expect([...(await answer(good)), ...(await answer(bad))]).toEqual([
      200,
      { page: 2 },
      400,
      { message: 'errors.invalidInput', fieldErrors: { page: 'validation.invalid' } },
    ])
  })

  it('should answer 413 past the route body cap and 415 to a body not declared as JSON', async () => {
    const built = contractEndpoint(publicForm, { maxBytes: 64, handler: () => new Response() })
    const tooLarge = await built.handler(request({ body: JSON.stringify({ name: 'x'.repeat(100) }) }))
    const notJson = await built.handler(
      request({ body: '{"name":"Ama"}', headers: { 'content-type': 'text/plain' } }),
    )
    expect([tooLarge.status, notJson.status]).toEqual([413, 415])
  })

  it('should word a 400 as the route asks when it reads an outcome beside the field errors', async () => {
    const built = contractEndpoint(publicForm, {
      invalidInput: ({ fieldErrors }) => Response.json({ outcome: 'invalid', fieldErrors }, { status: 400 }),
      handler: () => new Response(),
    })
    expect(await answer(await built.handler(request({ body: '{"name":" "}' })))).toEqual([
      400,
      { outcome: 'invalid', fieldErrors: { name: 'validation.required' } },
    ])
  })

  it('should answer 429 once a client has used the limit its contract declares', async () => {
    const built = contractEndpoint(publicForm, { handler: () => Response.json({ ok: true }) })
    const statuses = []
    for (let call = 0; call < 3; call += 1)
      statuses.push((await built.handler(request({ body: '{"name":"Ama"}' }))).status)
    expect(statuses).toEqual([200, 200, 429])
  })

  it('should answer 401 and delete the traveller cookie when a traveller route is called signed out', async () => {
    const handler = vi.fn(() => new Response())
    const built = contractEndpoint(travellerList, { handler })
    const response = await built.handler(request({ method: 'GET' }))
    expect([
      response.status,
      response.headers.get('set-cookie')?.includes('Max-Age=0'),
      handler.mock.calls.length,
    ]).toEqual([401, true, 0])
  })

  it('should answer 401 signed out, 403 to a traveller and to an editor, on an admin route', async () => {
    const built = contractEndpoint(adminAction, { handler: () => Response.json({ ok: true }) })
    const origin = { origin: 'https://www.nexovia.example' }
    const statuses = await Promise.all(
      [undefined, traveller, editor].map(
        async (user) => (await built.handler(request({ method: 'DELETE', user, headers: origin }))).status,
      ),
    )
    expect(statuses).toEqual([401, 403, 403])
  })

  it('should answer an administrator from the site, never cached, and refuse one from another origin', async () => {
    const built = contractEndpoint(adminAction, { handler: ({ user }) => Response.json({ id: user.id }) })
    const fromSite = await built.handler(
      request({ method: 'DELETE', user: admin, headers: { origin: 'https://www.nexovia.example' } }),
    )
    const fromElsewhere = await built.handler(
      request({ method: 'DELETE', user: admin, headers: { origin: 'https://evil.example' } }),
    )
    expect([
      ...(await answer(fromSite)),
      fromSite.headers.get('cache-control'),
      ...(await answer(fromElsewhere)),
    ]).toEqual([200, { id: 1 }, 'private, no-store', 403, { message: 'errors.forbiddenOrigin' }])
  })

  it('should answer 404 on a closed route, whoever calls', async () => {
    const built = contractEndpoint(closed, { handler: () => Response.json({ ok: true }) })
    expect((await built.handler(request({ user: admin }))).status).toBe(404)
  })

  it("should hand the handler the route parameters parsed, or answer 400 with the parameter's key", async () => {
    const handler = vi.fn(({ params }) => Response.json(params))
    const built = contractEndpoint(publicThing, { handler })
    const good = await built.handler(request({ method: 'GET', params: { id: '7' } }))
    const bad = await built.handler(request({ method: 'GET', params: { id: 'abc' } }))
    expect([...(await answer(good)), ...(await answer(bad)), handler.mock.calls.length]).toEqual([
      200,
      { id: 7 },
      400,
      { message: 'validation.invalidId', fieldErrors: { id: 'validation.invalidId' } },
      1,
    ])
  })

  it('should count only the misses (404) of a budget of misses', async () => {
    let found = true
    const built = contractEndpoint(publicThing, {
      handler: () => (found ? Response.json({}) : Response.json({}, { status: 404 })),
    })
    const call = async () => (await built.handler(request({ method: 'GET', params: { id: '1' } }))).status
    const statuses = [await call(), await call(), await call()]
    found = false
    statuses.push(await call(), await call(), await call())
    expect(statuses).toEqual([200, 200, 200, 404, 404, 429])
  })

  it('should hand a limit the handler counts to the handler, and count nothing before it', async () => {
    const built = contractEndpoint(countedByHandler, {
      handler: async ({ req, limit }) => (await limit(req)) ?? Response.json({ ok: true }),
    })
    const handedLimit = vi.fn(({ limit }) => Response.json({ handed: typeof limit }))
    const uncounted = contractEndpoint(countedByHandler, { handler: handedLimit })
    const statuses = [(await built.handler(request({}))).status, (await built.handler(request({}))).status]
    expect([...statuses, ...(await answer(await uncounted.handler(request({}))))]).toEqual([
      200,
      429,
      200,
      { handed: 'function' },
    ])
  })
  it("should hand the handler its entry's keyed limits, counted by the key the handler gives", async () => {
    const built = contractEndpoint(keyedByThing, {
      handler: async ({ req, keyedLimits }) =>
        (await keyedLimits.notes(req, `thing:${req.headers.get('x-thing')}`)) ?? Response.json({ ok: true }),
    })
    const noteOn = async (thing: string) =>
      (await built.handler(request({ headers: { 'x-thing': thing } }))).status
    expect([await noteOn('a'), await noteOn('a'), await noteOn('b')]).toEqual([200, 429, 200])
  })
  it("should hand a provider's signed body as the bytes received, or answer 415 to one not declared JSON", async () => {
    const built = contractEndpoint(signedByProvider, {
      handler: ({ signedBody }) => Response.json({ received: signedBody.toString('utf8') }),
    })
    const bytes = '{ "id":  1 }'
    const asJson = await built.handler(request({ body: bytes }))
    const asText = await built.handler(request({ body: bytes, headers: { 'content-type': 'text/plain' } }))
    expect([...(await answer(asJson)), asText.status]).toEqual([200, { received: bytes }, 415])
  })
})
