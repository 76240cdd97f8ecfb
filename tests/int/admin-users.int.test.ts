/** The console's user dashboard: search, auth-type filter, paging by 50, stats, and deletion that keeps bookings. */
import { afterEach, describe, expect, it } from 'vitest'
import { deleteUsers, insertUsers } from '../fixtures/bulkRows.ts'
import { samples } from '../fixtures/samples.ts'
import { adminForFile, callConsole } from '../fixtures/staffApi.ts'

const file = adminForFile()
const createdUsers: number[] = []
const createdBookings: number[] = []

type UserList = {
  users: { id: number; email: string; authType: string }[]
  pagination: Record<string, unknown>
}

const list = async (query: string) =>
  (await callConsole(`/admin/users?${query}`, { cookie: file.admin.cookie })).json as UserList
const stats = async () =>
  (await callConsole('/admin/users/stats', { cookie: file.admin.cookie })).json as {
    totalUsers: number
    recentSignups: { days: number; count: number }
    byAuthType: { password: number; oidc: number }
  }
const newMarker = () => `Mk${crypto.randomUUID().slice(0, 8)}`

async function users(options: Parameters<typeof insertUsers>[1]) {
  const ids = await insertUsers(file.payload, options)
  createdUsers.push(...ids)
  return ids
}

afterEach(async () => {
  await file.payload.delete({ collection: 'bookings', where: { id: { in: createdBookings.splice(0) } } })
  await deleteUsers(file.payload, createdUsers.splice(0))
})

describe('GET /api/admin/users', () => {
  it('should find a traveller by full name in any case', async () => {
    const marker = newMarker()
    const ids = await users({ count: 12, marker })
    expect(
      (await list(`search=${encodeURIComponent(`ama ${marker.toUpperCase()}-11`)}`)).users.map(
        ({ id }) => id,
      ),
    ).toEqual([ids[10]])
  })

  it('should find a traveller by part of their email', async () => {
    const marker = newMarker()
    const ids = await users({ count: 3, marker })
    expect(
      (await list(`search=${marker.toLowerCase()}-password-2@example`)).users.map(({ id }) => id),
    ).toEqual([ids[1]])
  })

  it('should filter by auth type within the search', async () => {
    const marker = newMarker()
    await users({ count: 4, marker })
    const quick = await users({ count: 2, marker, authType: 'oidc' })
    expect((await list(`search=${marker}&authType=oidc`)).users.map(({ id }) => id).sort()).toEqual(
      quick.sort(),
    )
  })

  it('should page by 50, newest first, with the total and whether more follow', async () => {
    const marker = newMarker()
    const ids = await users({ count: 63, marker })
    const [firstPage, secondPage] = await Promise.all([
      list(`search=${marker}`),
      list(`search=${marker}&skip=50`),
    ])
    expect([
      firstPage.users[0]?.id,
      firstPage.users.length,
      firstPage.pagination,
      secondPage.users.length,
      secondPage.pagination,
    ]).toEqual([
      ids[0],
      50,
      { total: 63, skip: 0, limit: 50, hasMore: true },
      13,
      { total: 63, skip: 50, limit: 50, hasMore: false },
    ])
  })

  it('should never show auth secrets', async () => {
    const marker = newMarker()
    await users({ count: 1, marker })
    expect(Object.keys((await list(`search=${marker}`)).users[0]!).sort()).toEqual([
      'authType',
      'country',
      'createdAt',
      'email',
      'firstName',
      'id',
      'lastName',
      'phone',
    ])
  })

  it.each([['authType=google'], ['limit=500'], ['skip=-1']])('should answer 400 to %s', async (query) => {
    expect((await callConsole(`/admin/users?${query}`, { cookie: file.admin.cookie })).status).toBe(400)
  })
})

describe('GET /api/admin/users/stats', () => {
  it('should count every traveller, the sign-ups of the last 30 days and each auth type', async () => {
    const before = await stats()
    await users({ count: 2, marker: newMarker() })
    await users({ count: 1, marker: newMarker(), authType: 'oidc', daysAgo: 40 })
    const after = await stats()
    expect({
      total: after.totalUsers - before.totalUsers,
      recent: after.recentSignups.count - before.recentSignups.count,
      days: after.recentSignups.days,
      password: after.byAuthType.password - before.byAuthType.password,
      oidc: after.byAuthType.oidc - before.byAuthType.oidc,
    }).toEqual({ total: 3, recent: 2, days: 30, password: 2, oidc: 1 })
  })
})

describe('DELETE /api/admin/users/:id', () => {
  async function travellerWithBookings() {
    const traveller = await file.payload.create({ collection: 'users', data: samples.users() })
    createdUsers.push(traveller.id)
    const bookings = []
    for (const _ of [1, 2]) {
      bookings.push(
        await file.payload.create({
          collection: 'bookings',
          data: { ...samples.bookings(), user: traveller.id },
        }),
      )
    }
    createdBookings.push(...bookings.map(({ id }) => id))
    return { traveller, bookings }
  }

  it('should delete the traveller', async () => {
    const { traveller } = await travellerWithBookings()
    const answer = await callConsole(`/admin/users/${traveller.id}`, {
      method: 'DELETE',
      cookie: file.admin.cookie,
    })
    const left = await file.payload.count({ collection: 'users', where: { id: { equals: traveller.id } } })
    expect([answer.status, left.totalDocs]).toEqual([200, 0])
  })

  it('should keep their bookings, detached from the person', async () => {
    const { traveller, bookings } = await travellerWithBookings()
    await callConsole(`/admin/users/${traveller.id}`, { method: 'DELETE', cookie: file.admin.cookie })
    const { docs } = await file.payload.find({
      collection: 'bookings',
      where: { id: { in: bookings.map(({ id }) => id) } },
      sort: 'id',
    })
    expect(docs.map(({ reference, user, email, amount }) => ({ reference, user, email, amount }))).toEqual(
      bookings.map(({ reference, amount }) => ({
        reference,
        user: null,
        email: 'erased@nexovia.invalid',
        amount,
      })),
    )
  })

  it('should answer 404 for an unknown traveller', async () => {
    const answer = await callConsole('/admin/users/2000000000', {
      method: 'DELETE',
      cookie: file.admin.cookie,
    })
    expect(answer.status).toBe(404)
  })
})
