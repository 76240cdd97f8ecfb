/**
 * Issue 34: a post's intro and ranked destinations move into its rich-text body with nothing lost,
 * in both languages, for the document and its versions. Run inside a transaction rolled back at
 * the end: the migration goes down, an article in the old format is written, the migration goes up.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../cms/src/migrations/20261127_040701_rich_text_body.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

class RollBack extends Error {}

type Db = Parameters<typeof up>[0]['db']
type Body = {
  root: { children: { type: string; children?: { text: string }[]; fields?: Record<string, unknown> }[] }
}

const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as Record<string, unknown>[]

/** An article in the pre-body format: intro and two ranked places, each language its own text. */
async function writeOldArticle(db: Db, imageId: number) {
  const [post] = await rowsOf(
    db,
    sql`INSERT INTO posts (slug, _status) VALUES ('old-format', 'published') RETURNING id`,
  )
  const postId = Number(post!.id)
  const [version] = await rowsOf(
    db,
    sql`INSERT INTO _posts_v (parent_id, version_slug, latest) VALUES (${postId}, 'old-format', true) RETURNING id`,
  )
  const versionId = Number(version!.id)
  for (const [locale, intro] of [
    ['en', 'First paragraph.\n\nSecond paragraph.'],
    ['fr', 'Premier paragraphe.\n\nDeuxième paragraphe.'],
  ] as const) {
    await db.execute(sql`INSERT INTO posts_locales (title, excerpt, category, intro, _locale, _parent_id)
      VALUES (${`Title ${locale}`}, 'x', 'y', ${intro}, ${locale}, ${postId})`)
    await db.execute(sql`INSERT INTO _posts_v_locales (version_title, version_intro, _locale, _parent_id)
      VALUES (${`Title ${locale}`}, ${intro}, ${locale}, ${versionId})`)
  }
  const places = [
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
      rank: 1,
      image: imageId,
      en: 'Gorée',
      fr: 'Gorée (fr)',
      tags: [['History', 'Histoire']],
    },
    { id: 'aaaaaaaaaaaaaaaaaaaaaaa2', rank: 2, image: null, en: 'Lac Rose', fr: 'Lac Rose (fr)', tags: [] },
  ]
  for (const [order, place] of places.entries()) {
    await db.execute(sql`INSERT INTO posts_destinations (_order, _parent_id, id, rank, image_id)
      VALUES (${order + 1}, ${postId}, ${place.id}, ${place.rank}, ${place.image})`)
    const [versionRow] = await rowsOf(
      db,
      sql`INSERT INTO _posts_v_version_destinations (_order, _parent_id, rank, image_id, _uuid)
        VALUES (${order + 1}, ${versionId}, ${place.rank}, ${place.image}, ${place.id}) RETURNING id`,
    )
    for (const locale of ['en', 'fr'] as const) {
      await db.execute(sql`INSERT INTO posts_destinations_locales (name, description, _locale, _parent_id)
        VALUES (${place[locale]}, ${`About ${place[locale]}`}, ${locale}, ${place.id})`)
      await db.execute(sql`INSERT INTO _posts_v_version_destinations_locales (name, description, _locale, _parent_id)
        VALUES (${place[locale]}, ${`About ${place[locale]}`}, ${locale}, ${versionRow!.id})`)
    }
    for (const [tagOrder, [en, fr]] of place.tags.entries()) {
      const tagId = `bbbbbbbbbbbbbbbbbbbbbbb${tagOrder}`
      await db.execute(sql`INSERT INTO posts_destinations_highlights (_order, _parent_id, id)
        VALUES (${tagOrder + 1}, ${place.id}, ${tagId})`)
      const [versionTag] = await rowsOf(
        db,
        sql`INSERT INTO _posts_v_version_destinations_highlights (_order, _parent_id, _uuid)
          VALUES (${tagOrder + 1}, ${versionRow!.id}, ${tagId}) RETURNING id`,
      )
      for (const [locale, label] of [
        ['en', en],
        ['fr', fr],
      ] as const) {
        await db.execute(sql`INSERT INTO posts_destinations_highlights_locales (label, _locale, _parent_id)
          VALUES (${label}, ${locale}, ${tagId})`)
        await db.execute(sql`INSERT INTO _posts_v_version_destinations_highlights_locales (label, _locale, _parent_id)
          VALUES (${label}, ${locale}, ${versionTag!.id})`)
      }
    }
  }
  return { postId, versionId }
}

const expectedBody = (locale: 'en' | 'fr', imageId: number) => {
  const word = (en: string, fr: string) => (locale === 'en' ? en : fr)
  return {
    paragraphs: [
      word('First paragraph.', 'Premier paragraphe.'),
      word('Second paragraph.', 'Deuxième paragraphe.'),
    ],
    destinations: [
      {
        id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
        rank: 1,
        name: word('Gorée', 'Gorée (fr)'),
        image: imageId,
        description: `About ${word('Gorée', 'Gorée (fr)')}`,
        highlights: [{ id: 'bbbbbbbbbbbbbbbbbbbbbbb0', label: word('History', 'Histoire') }],
      },
      {
        id: 'aaaaaaaaaaaaaaaaaaaaaaa2',
        rank: 2,
        name: word('Lac Rose', 'Lac Rose (fr)'),
        image: null,
        description: `About ${word('Lac Rose', 'Lac Rose (fr)')}`,
        highlights: [],
      },
    ],
  }
}

const readBody = (body: Body) => ({
  paragraphs: body.root.children
    .filter((node) => node.type === 'paragraph')
    .map((node) => node.children?.[0]?.text),
  destinations: body.root.children.find((node) => node.type === 'block')?.fields?.destinations,
})

describe('migration 20261127_040701_rich_text_body', () => {
  it('should move every field of an old-format article into its body, per language, document and versions', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const imageId = docs[0]!.id
    const seen: Record<string, unknown> = {}
    await expect(
      payload.db.drizzle.transaction(async (tx) => {
        const db = tx as unknown as Db
        await down({ db, payload } as Parameters<typeof down>[0])
        const { postId, versionId } = await writeOldArticle(db, imageId)
        await up({ db, payload } as Parameters<typeof up>[0])
        for (const row of await rowsOf(
          db,
          sql`SELECT _locale, body FROM posts_locales WHERE _parent_id = ${postId}`,
        )) {
          seen[`document ${row._locale}`] = readBody(row.body as Body)
        }
        for (const row of await rowsOf(
          db,
          sql`SELECT _locale, version_body FROM _posts_v_locales WHERE _parent_id = ${versionId}`,
        )) {
          seen[`version ${row._locale}`] = readBody(row.version_body as Body)
        }
        const columns = await rowsOf(
          db,
          sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'posts_locales' AND column_name = 'intro'`,
        )
        seen.introColumn = columns.length
        throw new RollBack()
      }),
    ).rejects.toBeInstanceOf(RollBack)
    expect(seen).toEqual({
      'document en': expectedBody('en', imageId),
      'document fr': expectedBody('fr', imageId),
      'version en': expectedBody('en', imageId),
      'version fr': expectedBody('fr', imageId),
      introColumn: 0,
    })
  })

  it('should leave the seeded article readable with its ten ranked places and their images in both languages', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const { docs } = await payload.find({
        collection: 'posts',
        where: { slug: { equals: 'cote-divoire-ten-must-have-experiences' } },
        locale,
        depth: 1,
      })
      const block = (docs[0]!.body as unknown as Body).root.children.find((node) => node.type === 'block')
      const destinations = block?.fields?.destinations as { name: string; image: { url?: string } | null }[]
      expect(destinations).toHaveLength(10)
      expect(destinations.every((place) => typeof place.image?.url === 'string')).toBe(true)
      expect(destinations[0]?.name).toBe(
        locale === 'en' ? 'The Plateau skyline, Abidjan' : 'Les tours du Plateau, Abidjan',
      )
    }
  })
})
