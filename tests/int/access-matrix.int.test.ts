/**
 * The access matrix: every collection × role × operation, through the Local API with
 * `overrideAccess: false`, on a document that does not belong to the actor.
 */
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../cms/src/seed/index.ts'
import { attempt, createActors, type Outcome, ROLES, type Role } from '../fixtures/actors.ts'
import { testPayload } from '../fixtures/payload.ts'
import { pixelFile } from '../fixtures/pixel.ts'
import { samples } from '../fixtures/samples.ts'

type Operation = 'create' | 'read' | 'update' | 'delete'
type Rule = Record<Role, Outcome>

const everyone: Rule = { anonymous: 'allowed', traveller: 'allowed', editor: 'allowed', admin: 'allowed' }
const staff: Rule = { anonymous: 'denied', traveller: 'denied', editor: 'allowed', admin: 'allowed' }
const adminOnly: Rule = { anonymous: 'denied', traveller: 'denied', editor: 'denied', admin: 'allowed' }

const editorial = { create: staff, read: everyone, update: staff, delete: staff }
const reference = { create: adminOnly, read: everyone, update: adminOnly, delete: adminOnly }
const operations = { create: adminOnly, read: adminOnly, update: adminOnly, delete: adminOnly }
const nobody: Rule = { anonymous: 'denied', traveller: 'denied', editor: 'denied', admin: 'denied' }
// Written by the server only; staff change them through the console's endpoints (access/serverWritten.ts).
const serverWritten = { create: nobody, read: adminOnly, update: nobody, delete: nobody }

const MATRIX: Record<string, Record<Operation, Rule>> = {
  posts: editorial,
  guides: editorial,
  media: editorial,
  airports: reference,
  places: reference,
  hotels: reference,
  packages: reference,
  // Sign-up goes through /api/users/register (validated, rate-limited; traveller-auth.int.test.ts);
  // a bare create is for administrators. Another traveller's account is out of reach.
  users: operations,
  admins: operations,
  // A traveller reads their own (ownership.int.test.ts), not another's.
  bookings: serverWritten,
  'concierge-requests': operations,
  'flight-leads': operations,
  // Stored itineraries: the flight engine writes them; no one else needs them but administrators.
  'flight-offers': operations,
  rides: serverWritten,
  drivers: operations,
  // Quotes are written by the quote endpoint only; a booking is charged what it stored, so no one edits one.
  'taxi-quotes': { create: nobody, read: adminOnly, update: nobody, delete: adminOnly },
  'survey-responses': operations,
  // The notifier writes them; administrators read a booking's messages (issue 45).
  messages: serverWritten,
  // Editors edit a template's text (its variables checked); administrators add or remove one.
  'message-templates': { create: adminOnly, read: staff, update: staff, delete: adminOnly },
}

const PATCHES: Record<string, Record<string, unknown>> = {
  posts: { title: 'Updated title' },
  guides: { subtitle: 'Updated subtitle' },
  media: { alt: 'Updated alt' },
  airports: { city: 'Updated city' },
  places: { city: 'Updated city' },
  hotels: { city: 'Updated city' },
  packages: { isActive: false },
  users: { phone: '+1 617 555 0199' },
  admins: { name: 'Renamed' },
  bookings: { destination: 'Accra' },
  'concierge-requests': { status: 'contacted' },
  'flight-leads': { notes: 'Called back' },
  'flight-offers': { priceTotal: 86000 },
  rides: { adminNotes: 'VIP client' },
  drivers: { isAvailable: false },
  'taxi-quotes': { price: 1 },
  'survey-responses': { email: 'someone@example.com' },
  messages: { status: 'sent' },
  'message-templates': { body: 'The price of {{route}} dropped to {{price}}.' },
}

let payload: Payload
let actors: Awaited<ReturnType<typeof createActors>>
const created: { collection: CollectionSlug; id: number }[] = []

function createAsSystem(collection: string) {
  const isMedia = collection === 'media'
  const data = isMedia ? { alt: 'A pixel' } : samples[collection as Exclude<keyof typeof samples, 'media'>]()
  return payload.create({
    collection: collection as CollectionSlug,
    data: data as never,
    ...(isMedia ? { file: pixelFile() } : {}),
  })
}

const OPERATIONS: Record<Operation, (collection: string, role: Role) => Promise<unknown>> = {
  create: async (collection, role) => {
    const isMedia = collection === 'media'
    const data = isMedia
      ? { alt: 'A pixel' }
      : samples[collection as Exclude<keyof typeof samples, 'media'>]()
    const doc = await payload.create({
      collection: collection as CollectionSlug,
      data: data as never,
      user: actors.actors[role],
      overrideAccess: false,
      ...(isMedia ? { file: pixelFile() } : {}),
    })
    created.push({ collection: collection as CollectionSlug, id: doc.id })
  },
  read: async (collection, role) => {
    const fixture = await createAsSystem(collection)
    created.push({ collection: collection as CollectionSlug, id: fixture.id })
    await payload.findByID({
      collection: collection as CollectionSlug,
      id: fixture.id,
      user: actors.actors[role],
      overrideAccess: false,
    })
  },
  update: async (collection, role) => {
    const fixture = await createAsSystem(collection)
    created.push({ collection: collection as CollectionSlug, id: fixture.id })
    await payload.update({
      collection: collection as CollectionSlug,
      id: fixture.id,
      data: PATCHES[collection] as never,
      user: actors.actors[role],
      overrideAccess: false,
    })
  },
  delete: async (collection, role) => {
    const fixture = await createAsSystem(collection)
    created.push({ collection: collection as CollectionSlug, id: fixture.id })
    await payload.delete({
      collection: collection as CollectionSlug,
      id: fixture.id,
      user: actors.actors[role],
      overrideAccess: false,
    })
  },
}

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
  // A guide per destination slug is seeded and slugs are unique: free the sample's slug for this file.
  await payload.delete({ collection: 'guides', where: { slug: { equals: samples.guides().slug } } })
  // One template per event and channel: free the sample's pair the seed made (afterAll's seed restores it).
  await payload.delete({
    collection: 'message-templates',
    where: { and: [{ event: { equals: 'priceDropped' } }, { channel: { equals: 'sms' } }] },
  })
})

afterEach(async () => {
  for (const { collection, id } of created.splice(0)) {
    await payload.delete({ collection, where: { id: { equals: id } } })
  }
})

afterAll(async () => {
  await actors.remove()
  // The seed only adds what is missing: it puts the freed guide back in both languages.
  await seed(payload)
})

const CASES = Object.entries(MATRIX).flatMap(([collection, rules]) =>
  (Object.entries(rules) as [Operation, Rule][]).flatMap(([operation, rule]) =>
    ROLES.map((role) => ({ collection, operation, role, expected: rule[role] })),
  ),
)

describe('access matrix', () => {
  it.each(CASES)(
    'should report $expected when $role tries to $operation $collection',
    async ({ collection, operation, role, expected }) => {
      expect(await attempt(() => OPERATIONS[operation](collection, role))).toBe(expected)
    },
  )
})

const DRAFT_TITLES: Record<string, Record<string, string>> = {
  posts: { title: 'Unsaved draft title' },
  guides: { subtitle: 'Unsaved draft subtitle' },
}

/** A published document with a newer, unpublished draft. */
async function withUnsavedDraft(collection: 'posts' | 'guides') {
  const fixture = await createAsSystem(collection)
  created.push({ collection, id: fixture.id })
  await payload.update({ collection, id: fixture.id, data: DRAFT_TITLES[collection] as never, draft: true })
  return fixture.id
}

const VERSIONED_CASES = (['posts', 'guides'] as const).flatMap((collection) =>
  ROLES.map((role) => ({ collection, role, expected: staff[role] })),
)

describe('access matrix: versions and drafts', () => {
  it.each(VERSIONED_CASES)(
    'should report $expected when $role reads the versions of $collection',
    async ({ collection, role, expected }) => {
      const id = await withUnsavedDraft(collection)
      const readVersions = () =>
        payload.findVersions({
          collection,
          where: { parent: { equals: id } },
          user: actors.actors[role],
          overrideAccess: false,
        })
      expect(await attempt(readVersions)).toBe(expected)
    },
  )

  it.each(VERSIONED_CASES)(
    'should report $expected when $role asks for the draft of $collection',
    async ({ collection, role, expected }) => {
      const id = await withUnsavedDraft(collection)
      const doc = await payload.findByID({
        collection,
        id,
        draft: true,
        user: actors.actors[role],
        overrideAccess: false,
      })
      const [field, draftValue] = Object.entries(DRAFT_TITLES[collection]!)[0]!
      expect((doc as unknown as Record<string, unknown>)[field] === draftValue).toBe(expected === 'allowed')
    },
  )
})
