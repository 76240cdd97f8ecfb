import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a confirmation link works: long enough for a mail read a week later. */
export const VERIFICATION_LINK_DAYS = 7

type Claim = { userId: number; email: string; expiresAt: number }

const sign = (body: string, secret: string) =>
  createHmac('sha256', `email-verification:${secret}`).update(body).digest('base64url')

/**
 * The token of a confirmation link: the account, the address it confirms and an expiry, signed with
 * the cms secret. Nothing is stored: changing the address (or the secret) voids every link sent.
 */
export function verificationToken(claim: Omit<Claim, 'expiresAt'>, secret: string, now: Date): string {
  const expiresAt = now.getTime() + VERIFICATION_LINK_DAYS * 24 * 60 * 60 * 1000
  const body = Buffer.from(JSON.stringify([claim.userId, claim.email.toLowerCase(), expiresAt])).toString(
    'base64url',
  )
  return `${body}.${sign(body, secret)}`
}

/** The claim of a token this secret signed and that has not expired, else null. */
export function readVerificationToken(token: string, secret: string, now: Date): Claim | null {
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const [userId, email, expiresAt] = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as unknown[]
    if (!Number.isSafeInteger(userId) || typeof email !== 'string' || typeof expiresAt !== 'number')
      return null
    if (expiresAt <= now.getTime()) return null
    return { userId: userId as number, email, expiresAt }
  } catch {
    return null
  }
}
