import { describe, expect, it } from 'vitest'
import { ZPasswordChangeInput, ZRegisterInput, ZResetPasswordInput } from './auth.ts'
import { commonPasswordKey, isCommonPassword, PASSWORD_RULE } from './password-rule.ts'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

const passwordOf = (length: number) => 'é'.repeat(length)

describe('the password rule', () => {
  it('should accept 8 to 128 characters of any kind, without composition rules', () => {
    for (const password of [passwordOf(8), passwordOf(128), 'all lower case words', '🔑 ключ 鍵 مفتاح']) {
      expect(ZResetPasswordInput.safeParse({ token: 't', password }).success).toBe(true)
    }
  })

  it('should refuse 7 characters and 129 with their own messages', () => {
    expect(firstMessage(ZResetPasswordInput.safeParse({ token: 't', password: passwordOf(7) }))).toBe(
      'validation.passwordMin',
    )
    expect(firstMessage(ZResetPasswordInput.safeParse({ token: 't', password: passwordOf(129) }))).toBe(
      'validation.passwordTooLong',
    )
  })

  it('should be the same rule on sign-up, reset and change', () => {
    const sevenLong = passwordOf(7)
    const messages = [
      ZRegisterInput.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: sevenLong }),
      ZResetPasswordInput.safeParse({ token: 't', password: sevenLong }),
      ZPasswordChangeInput.safeParse({ currentPassword: 'x', password: sevenLong }),
    ].map(firstMessage)
    expect(messages).toEqual(['validation.passwordMin', 'validation.passwordMin', 'validation.passwordMin'])
  })

  it('should find a listed password whatever its case', () => {
    const list = new Set(['password123'].map(commonPasswordKey))
    expect([isCommonPassword('PassWord123', list), isCommonPassword('password1234', list)]).toEqual([
      true,
      false,
    ])
  })

  it('should recommend more than the minimum', () => {
    expect(PASSWORD_RULE.recommendedLength).toBeGreaterThan(PASSWORD_RULE.minLength)
  })
})
