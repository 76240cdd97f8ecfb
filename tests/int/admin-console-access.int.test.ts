/**
 * Every admin console endpoint × every role, over the cms's own request handling: only an
 * administrator is answered; anyone else is refused and nothing changes.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'
import { callConsole, signInStaff, signInTraveller } from '../fixtures/staffApi.ts'

type Refused = 'anonymous' | 'traveller' | 'editor'

let payload: Payload
const cookies: Record<Refused | 'admin', string | undefined> = {
  anonymous: undefined,
  traveller: undefined,
  editor: undefined,
  admin: undefined,
}
const cleanups: (() => Promise<unknown>)[] = []

/** A target record the call acts on, and a snapshot of what the call could change. */
type Target = { id: number; state: () => Promise<unknown> }

const noTarget = async (): Promise<Target> => ({ id: 0, state: async () => null })

async function travellerTarget(): Promise<Target> {
  const user = await payload.create({ collection: 'users', data: samples.users() })
  cleanups.push(() => payload.delete({ collection: 'users', where: { id: { equals: user.id } } }))
  return {
    id: user.id,
    state: async () =>
      (await payload.find({ collection: 'users', where: { id: { equals: user.id } } })).totalDocs,
  }
}

async function conciergeTarget(): Promise<Target> {
  const request = await payload.create({
    collection: 'concierge-requests',
    data: { ...samples['concierge-requests'](), status: 'pending', locale: 'en' },
  })
  cleanups.push(() =>
    payload.delete({ collection: 'concierge-requests', where: { id: { equals: request.id } } }),
  )
  return {
    id: request.id,
    state: async () => (await payload.findByID({ collection: 'concierge-requests', id: request.id })).status,
  }
}

async function paidRideTarget(): Promise<Target> {
  const ride = await payload.create({
    collection: 'rides',
    data: { ...samples.rides(), status: 'paid', currency: 'XOF' },
  })
  cleanups.push(() => payload.delete({ collection: 'rides', where: { id: { equals: ride.id } } }))
  return {
    id: ride.id,
    state: async () => {
      const stored = await payload.findByID({ collection: 'rides', id: ride.id, depth: 0 })
      return [stored.status, stored.driver ?? null]
    },
  }
}

async function bookingTarget(): Promise<Target> {
  const booking = await payload.create({ collection: 'bookings', data: samples.bookings() })
  cleanups.push(() => payload.delete({ collection: 'bookings', where: { id: { equals: booking.id } } }))
  return { id: booking.id, state: async () => null }
}

/** The seeded driver every assignment row uses (each row has its own ride, far from the others in time). */
let driverId = 0
let rideHour = 0
async function assignableRideTarget(): Promise<Target> {
  const target = await paidRideTarget()
  // A different hour for each ride, so that the driver is never busy with an earlier row's ride.
  rideHour += 3
  await payload.update({
    collection: 'rides',
    id: target.id,
    data: { scheduledAt: new Date(Date.UTC(2031, 0, 1, rideHour)).toISOString() },
  })
  return target
}

type Row = {
  method: string
  path: (id: number) => string
  /** The body, or a function of the target's id. */
  body?: unknown
  target: () => Promise<Target>
}

const bodyFor = (body: unknown, id: number) =>
  typeof body === 'function' ? (body as (id: number) => unknown)(id) : body

const ENDPOINTS: Record<string, Row> = {
  'GET /admin/users': { method: 'GET', path: () => '/admin/users', target: noTarget },
  'GET /admin/users/stats': { method: 'GET', path: () => '/admin/users/stats', target: noTarget },
  'DELETE /admin/users/:id': {
    method: 'DELETE',
    path: (id) => `/admin/users/${id}`,
    target: travellerTarget,
  },
  'GET /admin/bookings': { method: 'GET', path: () => '/admin/bookings', target: noTarget },
  'GET /admin/bookings/:id/travellers': {
    method: 'GET',
    path: (id) => `/admin/bookings/${id}/travellers`,
    target: bookingTarget,
  },
  'GET /concierge/requests': { method: 'GET', path: () => '/concierge/requests', target: noTarget },
  'GET /concierge/requests/:id': {
    method: 'GET',
    path: (id) => `/concierge/requests/${id}`,
    target: conciergeTarget,
  },
  'PUT /concierge/requests/:id': {
    method: 'PUT',
    path: (id) => `/concierge/requests/${id}`,
    body: { status: 'contacted' },
    target: conciergeTarget,
  },
  'GET /concierge/stats': { method: 'GET', path: () => '/concierge/stats', target: noTarget },
  'GET /travel-savings/survey/stats': {
    method: 'GET',
    path: () => '/travel-savings/survey/stats',
    target: noTarget,
  },
  'GET /travel-savings/survey/responses': {
    method: 'GET',
    path: () => '/travel-savings/survey/responses',
    target: noTarget,
  },
  'GET /travel-savings/survey/export': {
    method: 'GET',
    path: () => '/travel-savings/survey/export',
    target: noTarget,
  },
  'GET /taxi/admin/rides': { method: 'GET', path: () => '/taxi/admin/rides', target: noTarget },
  'GET /taxi/admin/drivers/available': {
    method: 'GET',
    path: (id) => `/taxi/admin/drivers/available?ride_request_id=${id}`,
    target: paidRideTarget,
  },
  'GET /taxi/admin/stats': { method: 'GET', path: () => '/taxi/admin/stats', target: noTarget },
  'POST /taxi/admin/assign-driver': {
    method: 'POST',
    path: () => '/taxi/admin/assign-driver',
    body: (id: number) => ({ ride_request_id: id, driver_id: driverId }),
    target: assignableRideTarget,
  },
  'PUT /taxi/admin/rides/:id/status': {
    method: 'PUT',
    path: (id) => `/taxi/admin/rides/${id}/status`,
    body: { status: 'cancelled' },
    target: paidRideTarget,
  },
}

const REFUSALS: [Refused, number][] = [
  ['anonymous', 401],
  ['traveller', 403],
  ['editor', 403],
]

const CASES = Object.keys(ENDPOINTS).flatMap((name) =>
  REFUSALS.map(([role, status]) => [name, role, status] as const),
)

beforeAll(async () => {
  payload = await testPayload()
  const [traveller, editor, admin] = await Promise.all([
    signInTraveller(payload),
    signInStaff(payload, 'editor'),
    signInStaff(payload, 'admin'),
  ])
  Object.assign(cookies, { traveller: traveller.cookie, editor: editor.cookie, admin: admin.cookie })
  cleanups.push(traveller.remove, editor.remove, admin.remove)
  const driver = await payload.create({ collection: 'drivers', data: samples.drivers() })
  driverId = driver.id
  cleanups.push(() => payload.delete({ collection: 'drivers', id: driver.id }))
})

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe('admin console endpoints', () => {
  it.each(CASES)('should refuse %s to the %s with %i and change nothing', async (name, role, status) => {
    const { method, path, body, target } = ENDPOINTS[name]!
    const record = await target()
    const before = await record.state()
    const answer = await callConsole(path(record.id), {
      method,
      body: bodyFor(body, record.id),
      cookie: cookies[role],
    })
    expect([answer.status, await record.state()]).toEqual([status, before])
  })

  it.each(Object.keys(ENDPOINTS))('should answer %s to an administrator', async (name) => {
    const { method, path, body, target } = ENDPOINTS[name]!
    const record = await target()
    const answer = await callConsole(path(record.id), {
      method,
      body: bodyFor(body, record.id),
      cookie: cookies.admin,
    })
    expect(answer.status).toBe(200)
  })

  it.each([
    ['DELETE /admin/users/:id', 'https://evil.example'],
    ['DELETE /admin/users/:id', null],
    ['PUT /concierge/requests/:id', 'https://evil.example'],
    ['PUT /concierge/requests/:id', null],
    ['POST /taxi/admin/assign-driver', 'https://evil.example'],
    ['PUT /taxi/admin/rides/:id/status', null],
  ])('should refuse %s from origin %s to an administrator and change nothing', async (name, origin) => {
    const { method, path, body, target } = ENDPOINTS[name]!
    const record = await target()
    const before = await record.state()
    const answer = await callConsole(path(record.id), {
      method,
      body: bodyFor(body, record.id),
      cookie: cookies.admin,
      origin,
    })
    expect([answer.status, answer.json.message, await record.state()]).toEqual([
      403,
      'errors.forbiddenOrigin',
      before,
    ])
  })

  it('should accept a state-changing call from the cms own origin', async () => {
    const record = await conciergeTarget()
    const answer = await callConsole(`/concierge/requests/${record.id}`, {
      method: 'PUT',
      body: { status: 'contacted' },
      cookie: cookies.admin,
      origin: 'http://localhost',
    })
    expect(answer.status).toBe(200)
  })

  it('should tell browsers and proxies not to store an answer', async () => {
    const answer = await callConsole('/admin/users/stats', { cookie: cookies.admin })
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })
})
