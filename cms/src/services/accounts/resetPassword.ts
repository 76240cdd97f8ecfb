import { COLLECTION_SLUGS, type TResetPasswordInput } from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import { endTravellerSessions } from '../auth/travellerSession'
import { accountIdByResetToken } from './accountIds'
import { withAccountLock } from './accountLock'
import { refuseCommonPassword } from './commonPasswords'
import { resetCodeDigest } from './resetCode'

/** `refused`: a common password, with its 400 naming the field. */
export type ResetOutcome =
  | { kind: 'reset' }
  | { kind: 'refused'; refusal: Response }
  | { kind: 'code_invalid' }

/**
 * POST /api/users/reset-password: Payload checks the code and its expiry, makes it unusable, clears
 * the lockout; every session ends with it, and the traveller then signs in anew.
 */
export async function resetPassword(req: PayloadRequest, data: TResetPasswordInput): Promise<ResetOutcome> {
  const refusal = refuseCommonPassword(data.password)
  if (refusal) return { kind: 'refused', refusal }
  const token = resetCodeDigest(data.token, req.payload.secret)
  try {
    const accountId = await accountIdByResetToken(req.payload, COLLECTION_SLUGS.users, token)
    if (accountId === null) return { kind: 'code_invalid' }
    // The new password and the end of every session under one hold of the account's lock.
    await withAccountLock(req, { collection: COLLECTION_SLUGS.users, id: accountId }, async () => {
      // Payload finds the account by the stored digest (again, inside the lock), checks the expiry
      // and makes the code unusable.
      await req.payload.resetPassword({
        collection: COLLECTION_SLUGS.users,
        data: { password: data.password, token },
        overrideAccess: true,
        req,
      })
      // resetPassword opens a session for its caller; the site does not use it, so it goes too.
      await endTravellerSessions(req.payload, accountId, { req })
    })
  } catch (cause) {
    const status = (cause as { status?: number }).status
    if (status === 403 || status === 400) return { kind: 'code_invalid' }
    throw cause
  }
  return { kind: 'reset' }
}
