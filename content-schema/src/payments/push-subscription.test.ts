import { describe, expect, it } from 'vitest'
import { ZPushUnsubscribeInput } from './push-subscription.ts'

describe('a push address', () => {
  it('should take a browser push service address', () => {
    expect(
      ZPushUnsubscribeInput.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }).success,
    ).toBe(true)
  })

  it.each([
    ['a NUL', 'https://push.invalid/a\u0000b'],
    ['a line feed', 'https://push.invalid/a\nb'],
  ])('should refuse %s with its message', (_case, endpoint) => {
    const parsed = ZPushUnsubscribeInput.safeParse({ endpoint })
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('manage.push.invalid')
  })
})
