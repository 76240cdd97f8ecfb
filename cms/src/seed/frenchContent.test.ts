import { typesetFrench } from '@nexovia/content-schema'
import { SUPPORT_TEAMS } from '@nexovia/content-schema/chat/support-teams'
import { describe, expect, it } from 'vitest'
import { corridorArticles } from './data/articles'
import { frenchSpacing } from './data/articles/writing'
import { ENTRY_REQUIREMENTS } from './data/entry-requirements'
import { guides } from './data/guides'
import { coteDIvoireBody, coteDIvoirePost, experiences } from './data/post-cote-divoire'

const isData = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The French of a seed value, with where it sits: `fr` of each en/fr pair, however deep. */
function frenchOf(value: unknown, path: string): { path: string; text: string }[] {
  if (!isData(value)) return []
  if (typeof value.fr === 'string' && typeof value.en === 'string') return [{ path, text: value.fr }]
  return Object.entries(value).flatMap(([key, child]) => frenchOf(child, `${path}.${key}`))
}

/** Every string of a French rich-text body (its text nodes and its blocks' fields), but ids and choices. */
function stringsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (!isData(value) && !Array.isArray(value)) return []
  return Object.entries(value)
    .filter(
      ([key]) => !['type', 'blockType', 'tone', 'url', 'id', 'format', 'direction', 'mode'].includes(key),
    )
    .flatMap(([key, child]) => stringsOf(child, `${path}.${key}`))
}

/** The French the seed saves: guides, posts (their fields and bodies) and the chat's greetings. */
const SEED_FRENCH = [
  ...frenchOf(guides, 'guides'),
  ...frenchOf(ENTRY_REQUIREMENTS, 'entry'),
  ...frenchOf(coteDIvoirePost, 'post'),
  ...frenchOf(experiences, 'experiences'),
  ...stringsOf(coteDIvoireBody('fr', [1, 2, 3, 4, 5, 6, 7, 8]), 'post.body'),
  ...corridorArticles.flatMap(({ post, body }) => [
    ...frenchOf({ title: post.title, excerpt: post.excerpt, category: post.category }, post.slug).map(
      ({ path, text }) => ({ path, text: frenchSpacing(text) }),
    ),
    ...stringsOf(body('fr'), `${post.slug}.body`),
  ]),
  ...frenchOf(SUPPORT_TEAMS, 'support-teams'),
]

describe("the seed's French", () => {
  it('should hold French text to check (guides, posts, greetings)', () => {
    expect(SEED_FRENCH.length).toBeGreaterThan(500)
  })

  it('should be typeset as a save in French typesets it', () => {
    const faults = SEED_FRENCH.filter(({ text }) => typesetFrench(text) !== text).map(
      ({ path, text }) => `${path}: ${JSON.stringify(text)}`,
    )
    expect(faults).toEqual([])
  })
})
