/** The concierge console: transitions (one way, atomic, audited), search with the status filter, paging, stats. */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let first: Awaited<ReturnType<typeof signInStaff>>
let second: Awaited<ReturnType<typeof signInStaff>>
const created: number[] = []

async function createRequest(overrides: Partial<Record<'name' | 'email' | 'phone', string>> = {}) {
  const request = await payload.create({
    collection: 'concierge-requests',
    data: {
      name: 'Kofi Boateng',
      email: `kofi-${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone: '+233 20 000 0000',
      tripDetails: 'Family trip to Accra in December',
      status: 'pending',
      locale: 'en',
      ...overrides,
    },
  })
  created.push(request.id)
  return request
}

const move = (id: number, status: string, cookie = first.cookie) =>
  callConsole(`/concierge/requests/${id}`, { method: 'PUT', body: { status }, cookie })

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'concierge-requests', id })).status

beforeAll(async () => {
  payload = await testPayload()
  first = await signInStaff(payload, 'admin')
  second = await signInStaff(payload, 'admin')
})

afterEach(async () => {
  await payload.delete({ collection: 'concierge-requests', where: { id: { in: created.splice(0) } } })
})

afterAll(async () => {
  await first.remove()
  await second.remove()
})

describe('PUT /api/concierge/requests/:id', () => {
  it('should move a pending request to contacted and record who and when', async () => {
    const request = await createRequest()
    const answer = await move(request.id, 'contacted')
    const body = answer.json as { status: string; contactedBy: unknown; contactedAt: string }
    expect([
      answer.status,
      body.status,
      body.contactedBy,
      Date.now() - Date.parse(body.contactedAt) < 60_000,
    ]).toEqual([200, 'contacted', { id: first.id, username: first.username, name: first.name }, true])
  })

  it('should move a contacted request to completed and record who, keeping who contacted', async () => {
    const request = await createRequest()
    await move(request.id, 'contacted', second.cookie)
    const answer = await move(request.id, 'completed')
    const body = answer.json as { status: string; contactedBy: { id: number }; completedBy: { id: number } }
    expect([answer.status, body.status, body.contactedBy.id, body.completedBy.id]).toEqual([
      200,
      'completed',
      second.id,
      first.id,
    ])
  })

  it.each([
    ['pending', 'completed', []],
    ['pending', 'pending', []],
    ['contacted', 'contacted', ['contacted']],
    ['contacted', 'pending', ['contacted']],
    ['completed', 'contacted', ['contacted', 'completed']],
    ['completed', 'pending', ['contacted', 'completed']],
  ])('should refuse %s → %s with 409 and leave the status', async (from, to, path) => {
    const request = await createRequest()
    for (const step of path) await move(request.id, step)
    const answer = await move(request.id, to)
    expect([answer.status, answer.json.message, await statusOf(request.id)]).toEqual([
      409,
      'errors.conciergeTransition',
      from,
    ])
  })

  it('should let exactly one of two administrators racing on a request win, the other getting 409', async () => {
    const request = await createRequest()
    const answers = await Promise.all([
      move(request.id, 'contacted'),
      move(request.id, 'contacted', second.cookie),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('should record the winner of a race as the one who made the change', async () => {
    const request = await createRequest()
    const answers = await Promise.all([
      move(request.id, 'contacted'),
      move(request.id, 'contacted', second.cookie),
    ])
    const winner = [first.id, second.id][answers.findIndex((answer) => answer.status === 200)]
    const detail = await callConsole(`/concierge/requests/${request.id}`, { cookie: first.cookie })
    expect((detail.json.contactedBy as { id: number }).id).toBe(winner)
  })

  it('should answer 400 to a status outside the list', async () => {
    const request = await createRequest()
    const answer = await move(request.id, 'archived')
    expect([answer.status, answer.json.fieldErrors]).toEqual([400, { status: 'validation.invalidOption' }])
  })

  it('should answer 404 for an unknown request', async () => {
    expect((await move(2_000_000_000, 'contacted')).status).toBe(404)
  })
})

describe('GET /api/concierge/requests', () => {
  const marker = () => crypto.randomUUID().slice(0, 8)
  const list = async (query: string) => {
    const answer = await callConsole(`/concierge/requests?${query}`, { cookie: first.cookie })
    return answer.json as { requests: { id: number }[]; pagination: Record<string, unknown> }
  }

  it('should find a request by its name in any case', async () => {
    const name = `Adjoa ${marker()}`
    const request = await createRequest({ name })
    expect(
      (await list(`search=${encodeURIComponent(name.toUpperCase())}`)).requests.map(({ id }) => id),
    ).toEqual([request.id])
  })

  it('should find a request by its email in any case', async () => {
    const email = `Adjoa.${marker()}@Example.com`
    const request = await createRequest({ email: email.toLowerCase() })
    expect((await list(`search=${encodeURIComponent(email)}`)).requests.map(({ id }) => id)).toEqual([
      request.id,
    ])
  })

  it('should find a request by any part of its phone number', async () => {
    const digits = String(Math.floor(1_000_000 + Math.random() * 8_000_000))
    const request = await createRequest({ phone: `+225 07 ${digits}` })
    expect((await list(`search=${digits.slice(1, 6)}`)).requests.map(({ id }) => id)).toEqual([request.id])
  })

  it('should combine the search with the status filter', async () => {
    const name = `Yaw ${marker()}`
    const pending = await createRequest({ name })
    const contacted = await createRequest({ name })
    await move(contacted.id, 'contacted')
    const [onlyPending, onlyContacted] = await Promise.all([
      list(`search=${encodeURIComponent(name)}&status=pending`),
      list(`search=${encodeURIComponent(name)}&status=contacted`),
    ])
    expect([onlyPending.requests.map(({ id }) => id), onlyContacted.requests.map(({ id }) => id)]).toEqual([
      [pending.id],
      [contacted.id],
    ])
  })

  it('should page by 50 with the total and whether more follow', async () => {
    const name = `Esi ${marker()}`
    for (let index = 0; index < 55; index += 1) await createRequest({ name })
    const [firstPage, secondPage] = await Promise.all([
      list(`search=${encodeURIComponent(name)}`),
      list(`search=${encodeURIComponent(name)}&skip=50`),
    ])
    expect([
      firstPage.requests.length,
      firstPage.pagination,
      secondPage.requests.length,
      secondPage.pagination.hasMore,
    ]).toEqual([50, { total: 55, skip: 0, limit: 50, hasMore: true }, 5, false])
  })

  it('should take a % in the search literally', async () => {
    await createRequest({ name: `Percent ${marker()}` })
    expect((await list('search=%25%25%25')).requests).toEqual([])
  })
})

describe('GET /api/concierge/stats', () => {
  it('should count the requests at each status', async () => {
    const before = (await callConsole('/concierge/stats', { cookie: first.cookie })).json as Record<
      string,
      number
    >
    const contacted = await createRequest()
    await createRequest()
    await move(contacted.id, 'contacted')
    const after = (await callConsole('/concierge/stats', { cookie: first.cookie })).json as Record<
      string,
      number
    >
    expect({
      total: after.total! - before.total!,
      pending: after.pending! - before.pending!,
      contacted: after.contacted! - before.contacted!,
      completed: after.completed! - before.completed!,
    }).toEqual({ total: 2, pending: 1, contacted: 1, completed: 0 })
  })
})

describe("Payload's own API on concierge requests", () => {
  const asAdmin = async () => ({
    ...(await payload.findByID({ collection: 'admins', id: first.id })),
    collection: 'admins' as const,
  })

  it('should refuse a skipped transition with 409', async () => {
    const request = await createRequest()
    const update = payload.update({
      collection: 'concierge-requests',
      id: request.id,
      data: { status: 'completed' },
      overrideAccess: false,
      user: await asAdmin(),
    })
    await expect(update).rejects.toMatchObject({ status: 409 })
  })

  it('should record who moved a request on and when', async () => {
    const request = await createRequest()
    const updated = await payload.update({
      collection: 'concierge-requests',
      id: request.id,
      data: { status: 'contacted' },
      overrideAccess: false,
      user: await asAdmin(),
      depth: 0,
    })
    expect([updated.contactedBy, typeof updated.contactedAt]).toEqual([first.id, 'string'])
  })
})
