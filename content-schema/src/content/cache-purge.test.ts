import { describe, expect, it } from 'vitest'
import { decodeCachePurge, encodeCachePurge } from './cache-purge.ts'
import { CACHE_TAGS } from './cache-tags.ts'

describe('cache purge messages', () => {
  it('should read back the tags it wrote', () => {
    expect(decodeCachePurge(encodeCachePurge([CACHE_TAGS.posts, CACHE_TAGS.home]))).toEqual(['posts', 'home'])
  })

  it.each([
    ['not JSON', '{tags'],
    ['no tags', '{}'],
    ['an empty list', '{"tags":[]}'],
    ['an unknown tag', '{"tags":["posts","everything"]}'],
    ['a tag that is not text', '{"tags":[1]}'],
    ['nothing', undefined],
  ])('should answer null (purge everything) for %s', (_case, text) => {
    expect(decodeCachePurge(text)).toBeNull()
  })
})
