/** Globals: everyone reads them; settings are for administrators, the home page for editors too. */
import { type GlobalSlug, type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HomePage } from '../../cms/src/globals/HomePage/index.ts'
import { attempt, createActors, type Outcome, ROLES, type Role } from '../fixtures/actors.ts'
import { testPayload } from '../fixtures/payload.ts'

type Rule = Record<Role, Outcome>
const adminOnly: Rule = { anonymous: 'denied', traveller: 'denied', editor: 'denied', admin: 'allowed' }
const staff: Rule = { anonymous: 'denied', traveller: 'denied', editor: 'allowed', admin: 'allowed' }

// payload-jobs-stats belongs to Payload's jobs queue: staff only (access/hardenApi.ts), tested in payments-access.
const UPDATE_RULES: Record<Exclude<GlobalSlug, 'payload-jobs-stats'>, Rule> = {
  'site-settings': adminOnly,
  'support-teams': adminOnly,
  'home-page': staff,
  'exchange-rates': staff,
}

let payload: Payload
let actors: Awaited<ReturnType<typeof createActors>>

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
})

afterAll(async () => {
  await actors.remove()
})

const SLUGS = Object.keys(UPDATE_RULES) as (keyof typeof UPDATE_RULES)[]

describe('globals', () => {
  it.each(SLUGS.flatMap((slug) => ROLES.map((role) => ({ slug, role }))))(
    'should let $role read $slug',
    async ({ slug, role }) => {
      expect(
        await attempt(() => payload.findGlobal({ slug, user: actors.actors[role], overrideAccess: false })),
      ).toBe('allowed')
    },
  )

  it.each(SLUGS.flatMap((slug) => ROLES.map((role) => ({ slug, role, expected: UPDATE_RULES[slug][role] }))))(
    'should report $expected when $role updates $slug',
    async ({ slug, role, expected }) => {
      const current = await payload.findGlobal({ slug })
      const update = () =>
        payload.updateGlobal({
          slug,
          data: current as never,
          user: actors.actors[role],
          overrideAccess: false,
        })
      expect(await attempt(update)).toBe(expected)
    },
  )
})

// Only the home page keeps versions; the others' /versions routes answer 404 (versions-access.int.test.ts).
describe('globals: versions and drafts', () => {
  it.each(ROLES.map((role) => ({ role, expected: staff[role] })))(
    'should report $expected when $role reads the versions of the home page',
    async ({ role, expected }) => {
      const readVersions = () =>
        payload.findGlobalVersions({ slug: 'home-page', user: actors.actors[role], overrideAccess: false })
      expect(await attempt(readVersions)).toBe(expected)
    },
  )

  it.each(ROLES.map((role) => ({ role, expected: staff[role] })))(
    'should report $expected when $role asks for the unsaved draft of the home page',
    async ({ role, expected }) => {
      // A draft save leaves the published home page (all its locales) as it was: nothing to restore.
      const published = await payload.findGlobal({ slug: 'home-page' })
      await payload.updateGlobal({
        slug: 'home-page',
        data: {
          ...published,
          _status: 'draft',
          heroSlides: [{ title: 'Unsaved', subtitle: 'Draft' }],
        } as never,
        draft: true,
      })
      const seen = await payload.findGlobal({
        slug: 'home-page',
        draft: true,
        user: actors.actors[role],
        overrideAccess: false,
      })
      expect(seen.heroSlides?.[0]?.title === 'Unsaved').toBe(expected === 'allowed')
    },
  )
})

describe('the home page: where a slide leads', () => {
  /** Publishing is refused before anything is written (drafts skip validation): the page stays as it was. */
  const publishSlideWith = async (link: string) => {
    const published = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    const [first, ...rest] = published.heroSlides ?? []
    try {
      await payload.updateGlobal({
        slug: 'home-page',
        data: { ...published, heroSlides: [{ ...first!, link }, ...rest] } as never,
        user: actors.actors.editor,
        overrideAccess: false,
      })
      return 'published'
    } catch (error) {
      if (error instanceof ValidationError) return 'refused'
      throw error
    }
  }

  it('should take a page of this site, with its query', () => {
    const slides = HomePage.fields.find((field) => 'name' in field && field.name === 'heroSlides')
    const link =
      slides && 'fields' in slides
        ? slides.fields.find((field) => 'name' in field && field.name === 'link')
        : undefined
    const validate =
      link && 'validate' in link ? (link.validate as (value: string) => true | string) : undefined
    expect([validate?.('/flights?destination=ACC'), validate?.('https://evil.example')]).toEqual([
      true,
      expect.stringContaining('A page of this site'),
    ])
  })

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)'])(
    'should refuse to publish a link elsewhere (%s)',
    async (link) => {
      expect(await publishSlideWith(link)).toBe('refused')
    },
  )
})
