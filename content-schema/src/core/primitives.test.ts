import { describe, expect, it } from 'vitest'
import { email, optionalMultilineText, optionalText, parseRecordId, requiredText } from './primitives.ts'

describe('text primitives', () => {
  it('should refuse a NUL or another control character with a field message', () => {
    const results = [requiredText(50).safeParse('a\u0000b'), optionalText(50).safeParse('a\u001bb')]
    expect(results.map((result) => result.error?.issues[0]?.message)).toEqual([
      'validation.invalidCharacters',
      'validation.invalidCharacters',
    ])
  })

  it('should keep tabs and line breaks in a textarea, and refuse them in a single line (issue 40)', () => {
    expect([
      optionalMultilineText(50).safeParse('line one\n\tline two\r\n').success,
      optionalText(50).safeParse('line one\rline two').error?.issues[0]?.message,
    ]).toEqual([true, 'validation.invalidCharacters'])
  })

  it('should refuse an e-mail address carrying a NUL as invalid', () => {
    expect(email().safeParse('a\u0000@example.com').error?.issues[0]?.message).toBe('validation.emailInvalid')
  })
})

describe('parseRecordId', () => {
  it('should read a positive integer within the integer column, as a number or its digits', () => {
    expect([parseRecordId(1), parseRecordId(' 42 '), parseRecordId('2147483647')]).toEqual([
      1, 42, 2_147_483_647,
    ])
  })

  it('should refuse what would reach Postgres as an error or name nothing', () => {
    const refused = [
      '3000000000',
      '2147483648',
      0,
      '0',
      -1,
      '1.5',
      1.5,
      '1e3',
      '0x10',
      '007',
      'abc',
      '',
      null,
      [1],
    ]
    expect(refused.map(parseRecordId)).toEqual(refused.map(() => null))
  })
})
