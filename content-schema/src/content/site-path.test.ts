import { describe, expect, it } from 'vitest'
import { isSitePath } from './site-path.ts'

describe('isSitePath', () => {
  it.each(['/flights', '/flights?destination=ACC', '/destinations/abidjan#hotels', '/'])(
    'should take %s',
    (link) => {
      expect(isSitePath(link)).toBe(true)
    },
  )

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'flights',
    '/a b',
    '/../admin',
    '/x/..',
    'javascript:alert(1)',
    `/${'a'.repeat(300)}`,
  ])('should refuse %s', (link) => {
    expect(isSitePath(link)).toBe(false)
  })
})
