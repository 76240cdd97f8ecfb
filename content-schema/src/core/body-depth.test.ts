import { describe, expect, it } from 'vitest'
import { isJsonTooDeep, MAX_BODY_DEPTH } from './body-depth.ts'

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('isJsonTooDeep', () => {
  it('should tell a body past the bound from one at it', () => {
    expect([isJsonTooDeep(nested(MAX_BODY_DEPTH)), isJsonTooDeep(nested(MAX_BODY_DEPTH + 1))]).toEqual([
      false,
      true,
    ])
  })

  it('should count objects and arrays alike, and not brackets inside strings', () => {
    expect([
      isJsonTooDeep('{"a":{"b":[1]}}', 2),
      isJsonTooDeep('{"a":{"b":[1]}}', 3),
      isJsonTooDeep(JSON.stringify({ text: '[[[[{"\\"' }), 1),
    ]).toEqual([true, false, false])
  })

  it('should read 30,000 nested arrays without overflowing', () => {
    expect(isJsonTooDeep(nested(30_000))).toBe(true)
  })
})
