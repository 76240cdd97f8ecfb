/** Row- and field-level rules: what a traveller or an editor may do with their own records. */

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROFILE_UPDATE_CONTEXT } from '../../cms/src/access/adminOrProfileEndpoint.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
let traveller: Record<string, unknown> & { id: number; collection: 'users' }
let otherTraveller: { id: number }
let editor: Record<string, unknown> & { id: number; collection: 'admins' }
let ownBooking: { id: number }
let otherBooking: { id: number }

beforeAll(async () => {
  payload = await testPayload()
  traveller = {
    ...(await payload.create({ collection: 'users', data: samples.users() })),
    collection: 'users',
  }
  otherTraveller = await payload.create({ collection: 'users', data: samples.users() })
  editor = {
    ...(await payload.create({ collection: 'admins', data: samples.admins() })),
    collection: 'admins',
  }
  ownBooking = await payload.create({
    collection: 'bookings',
    data: { ...samples.bookings(), user: traveller.id },
  })
  otherBooking = await payload.create({
    collection: 'bookings',
    data: { ...samples.bookings(), user: otherTraveller.id },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'bookings', where: { id: { in: [ownBooking.id, otherBooking.id] } } })
  await payload.delete({ collection: 'users', where: { id: { in: [traveller.id, otherTraveller.id] } } })
  await payload.delete({ collection: 'admins', where: { id: { equals: editor.id } } })
})

const asTraveller = () => ({ user: traveller, overrideAccess: false })
// As /api/account calls it, once it has validated the profile (access/adminOrProfileEndpoint.ts).
const throughAccountEndpoint = () => ({ ...asTraveller(), context: { [PROFILE_UPDATE_CONTEXT]: true } })

describe('a traveller', () => {
  it('should read their own account', async () => {
    const own = await payload.findByID({ collection: 'users', id: traveller.id, ...asTraveller() })
    expect(own.email).toBe(traveller.email)
  })

  it('should see only their own account when listing travellers', async () => {
    const list = await payload.find({ collection: 'users', ...asTraveller() })
    expect(list.docs.map((doc) => doc.id)).toEqual([traveller.id])
  })

  it('should update their own profile through the account endpoint', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: traveller.id,
      data: { phone: '+225 07 11 22 33' },
      ...throughAccountEndpoint(),
    })
    expect(updated.phone).toBe('+225 07 11 22 33')
  })

  it('should not update their own profile outside the account endpoint', async () => {
    await expect(
      payload.update({ collection: 'users', id: traveller.id, data: { phone: '+225 07' }, ...asTraveller() }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('should not change how they signed up or their savings balance', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: traveller.id,
      data: { authType: 'oidc', travelSavingsBalance: 1_000_000 },
      ...throughAccountEndpoint(),
    })
    expect([updated.authType, updated.travelSavingsBalance]).toEqual(['password', 0])
  })

  it('should list only their own bookings', async () => {
    const list = await payload.find({ collection: 'bookings', ...asTraveller() })
    expect(list.docs.map((doc) => doc.id)).toEqual([ownBooking.id])
  })

  it("should not read another traveller's booking", async () => {
    await expect(
      payload.findByID({ collection: 'bookings', id: otherBooking.id, ...asTraveller() }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('should not change their own booking', async () => {
    await expect(
      payload.update({
        collection: 'bookings',
        id: ownBooking.id,
        data: { status: 'confirmed' },
        ...asTraveller(),
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('an editor', () => {
  it('should read their own team account', async () => {
    const own = await payload.findByID({
      collection: 'admins',
      id: editor.id,
      user: editor,
      overrideAccess: false,
    })
    expect(own.username).toBe(editor.username)
  })

  it('should not grant themselves the admin role', async () => {
    const updated = await payload.update({
      collection: 'admins',
      id: editor.id,
      data: { roles: ['admin'] },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['editor'])
  })

  it('should read draft posts that the public cannot see', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { ...samples.posts(), _status: 'draft' },
    })
    const asEditor = await payload.find({
      collection: 'posts',
      where: { id: { equals: draft.id } },
      user: editor,
      overrideAccess: false,
      draft: true,
    })
    const asPublic = await payload.find({
      collection: 'posts',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    await payload.delete({ collection: 'posts', id: draft.id })
    expect([asEditor.totalDocs, asPublic.totalDocs]).toEqual([1, 0])
  })
})
