import { describe, expect, it } from 'vitest'
import {
  EMAIL_CHANGE_LINK_HOURS,
  emailChangeToken,
  readEmailChangeToken,
  readVerificationToken,
  VERIFICATION_LINK_DAYS,
  verificationToken,
} from './verificationToken'

const NOW = new Date('2026-11-25T12:00:00Z')
const SECRET = 'a-secret-for-tests'
const DAY = 24 * 60 * 60 * 1000

describe('verification tokens', () => {
  const token = verificationToken({ userId: 42, email: 'Ama@Example.com' }, SECRET, NOW)

  it('should give back the account and the address, lower-cased, until the link expires', () => {
    expect(readVerificationToken(token, SECRET, NOW)).toMatchObject({ userId: 42, email: 'ama@example.com' })
    const lastMinute = new Date(NOW.getTime() + VERIFICATION_LINK_DAYS * DAY - 60_000)
    expect(readVerificationToken(token, SECRET, lastMinute)).not.toBeNull()
  })

  it('should refuse an expired link', () => {
    const after = new Date(NOW.getTime() + VERIFICATION_LINK_DAYS * DAY)
    expect(readVerificationToken(token, SECRET, after)).toBeNull()
  })

  it('should refuse a token signed with another secret', () => {
    expect(readVerificationToken(token, 'another-secret', NOW)).toBeNull()
  })

  it('should refuse a token whose claim was changed (another account or address)', () => {
    const [, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify([43, 'ama@example.com', NOW.getTime() + DAY])).toString(
      'base64url',
    )
    expect(readVerificationToken(`${forged}.${signature}`, SECRET, NOW)).toBeNull()
  })

  it.each(['', 'abc', 'a.b.c', `${token}.x`, token.replace('.', '')])(
    'should refuse the malformed %j',
    (bad) => {
      expect(readVerificationToken(bad, SECRET, NOW)).toBeNull()
    },
  )
})

describe('address change tokens', () => {
  const token = emailChangeToken({ userId: 42, from: 'Ama@Example.com', to: 'New@Example.com' }, SECRET, NOW)

  it('should give back the account, both addresses lower-cased, until the link expires', () => {
    const lastMinute = new Date(NOW.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000 - 60_000)
    expect(readEmailChangeToken(token, SECRET, lastMinute)).toMatchObject({
      userId: 42,
      from: 'ama@example.com',
      to: 'new@example.com',
    })
    expect(
      readEmailChangeToken(token, SECRET, new Date(NOW.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000)),
    ).toBeNull()
  })

  it('should not be read as a sign-up confirmation, nor the reverse', () => {
    const confirmation = verificationToken({ userId: 42, email: 'new@example.com' }, SECRET, NOW)
    expect([
      readVerificationToken(token, SECRET, NOW),
      readEmailChangeToken(confirmation, SECRET, NOW),
    ]).toEqual([null, null])
  })

  it('should refuse a token signed for the other purpose under the change prefix', () => {
    expect(
      readEmailChangeToken(
        `change.${verificationToken({ userId: 42, email: 'a@b.co' }, SECRET, NOW)}`,
        SECRET,
        NOW,
      ),
    ).toBeNull()
  })
})
