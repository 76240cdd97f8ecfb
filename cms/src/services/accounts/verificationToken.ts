import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a confirmation link works: long enough for a mail read a week later. */
export const VERIFICATION_LINK_DAYS = 7
/** How long the link confirming a new address works: the change was asked for just now. */
export const EMAIL_CHANGE_LINK_HOURS = 24
const EMAIL_CHANGE_LINK_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000
const CHANGE_PREFIX = 'change.'

type Claim = { userId: number; email: string; expiresAt: number }
type ChangeClaim = { userId: number; from: string; to: string; issuedAt: number; expiresAt: number }

const sign = (purpose: string, body: string, secret: string) =>
  createHmac('sha256', `${purpose}:${secret}`).update(body).digest('base64url')

/** `values` as JSON, signed for one purpose with the cms secret: nothing is stored (price tracking signs its links alike). */
export function signValues(purpose: string, values: unknown[], secret: string): string {
  const body = Buffer.from(JSON.stringify(values)).toString('base64url')
  return `${body}.${sign(purpose, body, secret)}`
}

/** The values of a token signed for this purpose whose last value, its expiry, is still ahead; else null. */
export function readValues(purpose: string, token: string, secret: string, now: Date): unknown[] | null {
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(purpose, body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const values = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown
    if (!Array.isArray(values)) return null
    const expiresAt = values.at(-1)
    return typeof expiresAt === 'number' && expiresAt > now.getTime() ? values : null
  } catch {
    return null
  }
}

const isAddress = (value: unknown): value is string => typeof value === 'string'

/**
 * The token of a confirmation link: the account, the address it confirms and an expiry, signed with
 * the cms secret. Nothing is stored: changing the address (or the secret) voids every link sent.
 */
export function verificationToken(claim: Omit<Claim, 'expiresAt'>, secret: string, now: Date): string {
  const expiresAt = now.getTime() + VERIFICATION_LINK_DAYS * DAY_MS
  return signValues('email-verification', [claim.userId, claim.email.toLowerCase(), expiresAt], secret)
}

/** The claim of a token this secret signed and that has not expired, else null. */
export function readVerificationToken(token: string, secret: string, now: Date): Claim | null {
  const values = readValues('email-verification', token, secret, now)
  if (values?.length !== 3) return null
  const [userId, email, expiresAt] = values
  if (!Number.isSafeInteger(userId) || !isAddress(email)) return null
  return { userId: userId as number, email, expiresAt: expiresAt as number }
}

/**
 * The token of the link mailed to a new address: the account, the address it has now (so the link is
 * void once that changes) and the one it moves to. It opens the same confirmation page as sign-up's.
 */
export function emailChangeToken(
  claim: Omit<ChangeClaim, 'issuedAt' | 'expiresAt'>,
  secret: string,
  now: Date,
): string {
  const expiresAt = now.getTime() + EMAIL_CHANGE_LINK_MS
  const values = [claim.userId, claim.from.toLowerCase(), claim.to.toLowerCase(), expiresAt]
  return `${CHANGE_PREFIX}${signValues('email-change', values, secret)}`
}

/**
 * The claim of an address-change token this secret signed and that has not expired, else null; its
 * issue time (the expiry less the link's life) lets the switch refuse a link older than the address.
 */
export function readEmailChangeToken(token: string, secret: string, now: Date): ChangeClaim | null {
  if (!token.startsWith(CHANGE_PREFIX)) return null
  const values = readValues('email-change', token.slice(CHANGE_PREFIX.length), secret, now)
  if (values?.length !== 4) return null
  const [userId, from, to, expiresAt] = values
  if (!Number.isSafeInteger(userId) || !isAddress(from) || !isAddress(to)) return null
  const expiry = expiresAt as number
  return { userId: userId as number, from, to, issuedAt: expiry - EMAIL_CHANGE_LINK_MS, expiresAt: expiry }
}
