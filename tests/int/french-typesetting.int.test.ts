/**
 * Issue 42: editors type French as they type English; a save in French typesets the localized text
 * and rich text of posts and of the chat's greetings (no-break spaces, typographic apostrophes), and
 * leaves URLs, times and English alone.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { createTestPost } from '../fixtures/posts.ts'

let payload: Payload
let greetings: unknown
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  greetings = (await payload.findGlobal({ slug: 'support-teams', locale: 'fr', depth: 0 })).teams
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'support-teams', locale: 'fr', data: { teams: greetings as never } })
  for (const id of created) await payload.delete({ collection: 'posts', id })
})

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

describe('a save in French', () => {
  it("should typeset a post's title, excerpt and body, leaving the URL and the time", async () => {
    const post = await createTestPost(payload, {
      locale: 'fr',
      data: { slug: 'typeset-fr', title: "L'été à Abidjan : quoi voir ?", excerpt: 'Départ à 10:30 !' },
    })
    created.push(post.id)
    const saved = await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'fr',
      data: { body: paragraph('Voir https://example.org/a:b?x=1 ; « Akwaaba » !') as never },
    })
    const text = (saved.body as unknown as { root: { children: { children: { text: string }[] }[] } }).root
      .children[0]?.children[0]?.text
    expect([saved.title, saved.excerpt, text]).toEqual([
      'L’été à Abidjan\u00a0: quoi voir\u202f?',
      'Départ à 10:30\u202f!',
      'Voir https://example.org/a:b?x=1\u202f; «\u00a0Akwaaba\u00a0»\u202f!',
    ])
  })

  it('should leave the English of the same post as typed', async () => {
    const post = await createTestPost(payload, {
      locale: 'en',
      data: { slug: 'typeset-en', title: "Summer in Abidjan: what's on?" },
    })
    created.push(post.id)
    expect(post.title).toBe("Summer in Abidjan: what's on?")
  })

  it("should typeset the chat's greeting", async () => {
    const teams = (greetings as { onlineMessage: string }[]).map((team) => ({
      ...team,
      onlineMessage: 'Bonjour ! Notre équipe est en ligne.',
    }))
    const saved = await payload.updateGlobal({ slug: 'support-teams', locale: 'fr', data: { teams } })
    expect(saved.teams?.[0]?.onlineMessage).toBe('Bonjour\u202f! Notre équipe est en ligne.')
  })
})
