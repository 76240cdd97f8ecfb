import { createHmac, randomInt } from 'node:crypto'
import {
  COLLECTION_SLUGS,
  groupResetCode,
  normalizeResetCode,
  RESET_CODE_ALPHABET,
  RESET_CODE_LENGTH,
} from '@nexovia/content-schema'
import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { users } from '../../payload-generated-schema'
import { RESET_TOKEN_MINUTES } from '../auth/resetToken'
import { drizzleIn, lowerEquals } from '../lib/typedDatabase'
import { accountIdByIdentifier } from './accountIds'
import { withAccountLockOf } from './accountLock'

/**
 * What the database keeps of a code: a keyed digest, so a copy of the table does not hold codes
 * anyone could type. Payload's resetPassword then finds the account by this digest, as by its own token.
 */
export const resetCodeDigest = (typed: string, secret: string) =>
  createHmac('sha256', `password-reset-code:${secret}`).update(normalizeResetCode(typed)).digest('hex')

/** A new code from a CSPRNG, grouped as mailed. */
export const newResetCode = () =>
  groupResetCode(
    Array.from(
      { length: RESET_CODE_LENGTH },
      () => RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)],
    ).join(''),
  )

/**
 * Gives the account of `email` a new code, valid RESET_TOKEN_MINUTES, replacing any earlier one; the
 * code, or null when no account has that address.
 */
export async function issueResetCode(
  payload: Payload,
  email: string,
  now = new Date(),
): Promise<string | null> {
  const id = await accountIdByIdentifier(payload, COLLECTION_SLUGS.users, email)
  if (id === null) return null
  const code = newResetCode()
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString()
  // Under the account's lock: a sign-in in flight would otherwise write the earlier code back.
  const rows = await withAccountLockOf(payload, { collection: COLLECTION_SLUGS.users, id }, (req) =>
    drizzleIn(payload, req)
      .update(users)
      .set({ resetPasswordToken: resetCodeDigest(code, payload.secret), resetPasswordExpiration: expiresAt })
      .where(and(eq(users.id, id), lowerEquals(users.email, email.toLowerCase())))
      .returning({ id: users.id }),
  )
  return rows.length === 1 ? code : null
}
