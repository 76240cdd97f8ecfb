import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { and, eq, gt } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { admins, users } from '../../payload-generated-schema'
import { databaseNow, drizzleIn, lowerEquals } from '../lib/typedDatabase'
import type { AccountCollection } from './accountLock'

// Which account a request names, found before its lock is taken (the lock is keyed by the row's id).

/** The id of the account signing in with this address (travellers) or username (staff), or null. */
export async function accountIdByIdentifier(
  payload: Payload,
  collection: AccountCollection,
  identifier: string,
  req?: PayloadRequest,
): Promise<number | null> {
  const db = drizzleIn(payload, req)
  const lowered = identifier.toLowerCase().trim()
  const [row] =
    collection === COLLECTION_SLUGS.users
      ? await db.select({ id: users.id }).from(users).where(lowerEquals(users.email, lowered)).limit(1)
      : await db.select({ id: admins.id }).from(admins).where(lowerEquals(admins.username, lowered)).limit(1)
  return row?.id ?? null
}

/** The id of the account whose unexpired reset token (as stored) this is, or null. */
export async function accountIdByResetToken(
  payload: Payload,
  collection: AccountCollection,
  storedToken: string,
  req?: PayloadRequest,
): Promise<number | null> {
  const db = drizzleIn(payload, req)
  const table = collection === COLLECTION_SLUGS.users ? users : admins
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.resetPasswordToken, storedToken), gt(table.resetPasswordExpiration, databaseNow())))
    .limit(1)
  return row?.id ?? null
}
