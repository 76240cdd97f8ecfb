import { describe, expect, it } from 'vitest'
import { email, optionalText, requiredText } from './primitives.ts'

describe('text primitives', () => {
  it('should refuse a NUL or another control character with a field message', () => {
    const results = [requiredText(50).safeParse('a\u0000b'), optionalText(50).safeParse('a\u001bb')]
    expect(results.map((result) => result.error?.issues[0]?.message)).toEqual([
      'validation.invalidCharacters',
      'validation.invalidCharacters',
    ])
  })

  it('should keep tabs and line breaks, which a text area sends', () => {
    expect(optionalText(50).safeParse('line one\n\tline two\r\n').success).toBe(true)
  })

  it('should refuse an e-mail address carrying a NUL as invalid', () => {
    expect(email().safeParse('a\u0000@example.com').error?.issues[0]?.message).toBe('validation.emailInvalid')
  })
})
