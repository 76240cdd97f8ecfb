import { COLLECTION_SLUGS, type TPasswordChangeInput } from '@nexovia/content-schema'
import { AuthenticationError, type PayloadRequest, type TypedUser } from 'payload'
import { PROFILE_UPDATE_CONTEXT } from '../../access/adminOrProfileEndpoint'
import { clientAddress } from '../../http/clientAddress'
import type { FailureLimit } from '../../http/rateLimit'
import { endTravellerSessions } from '../auth/travellerSession'
import { withAccountLock } from './accountLock'
import { mailAccountNotice } from './accountNotices'
import { refuseCommonPassword } from './commonPasswords'

type Traveller = Parameters<typeof mailAccountNotice>[1]

/** `refused`: a common password, with its 400 naming the field. */
export type ChangePasswordOutcome =
  | { kind: 'changed' }
  | { kind: 'refused'; refusal: Response }
  | { kind: 'locked' }
  | { kind: 'current_wrong' }

/**
 * POST /api/account/password: a new password for the signed-in traveller. The current password must
 * be given (wrong guesses count toward the sign-in failures of that account and client: the contract's
 * keyed limit), the new one follows the sign-up rules, every other session ends, the address is told.
 */
export async function changePassword(
  req: PayloadRequest,
  { data, failures }: { data: TPasswordChangeInput; failures: FailureLimit },
  traveller: TypedUser,
): Promise<ChangePasswordOutcome> {
  const refusal = refuseCommonPassword(data.password)
  if (refusal) return { kind: 'refused', refusal }
  const email = String(traveller.email)
  const failureKey = `${email}|${clientAddress(req)}`
  if (await failures.blocked(req, failureKey)) return { kind: 'locked' }
  const account = { collection: COLLECTION_SLUGS.users, id: traveller.id }
  try {
    // The check, the new password and the end of the other sessions under one hold of the
    // account's lock: no sign-in with the old password reads the row before and writes it after.
    await withAccountLock(req, account, async () => {
      await req.payload.login({
        collection: COLLECTION_SLUGS.users,
        data: { email, password: data.currentPassword },
        req,
      })
      await req.payload.update({
        collection: COLLECTION_SLUGS.users,
        id: traveller.id,
        data: { password: data.password },
        overrideAccess: false,
        user: traveller,
        context: { [PROFILE_UPDATE_CONTEXT]: true },
        depth: 0,
        req,
      })
      // Ends every other session, the one the check above opened included.
      const exceptSid = (traveller as { _sid?: string })._sid
      await endTravellerSessions(req.payload, traveller.id as number, { exceptSid, req })
    })
  } catch (cause) {
    if (!(cause instanceof AuthenticationError)) throw cause
    await failures.fail(req, failureKey)
    return { kind: 'current_wrong' }
  }
  await mailAccountNotice(req.payload, traveller as Traveller, 'passwordChanged')
  return { kind: 'changed' }
}

/**
 * POST /api/account/sign-out-everywhere: every session of the account ends, this one included (a lost
 * phone or a shared computer), and the address is told in the account's language.
 */
export async function signOutEverywhere(req: PayloadRequest, traveller: TypedUser): Promise<void> {
  await endTravellerSessions(req.payload, traveller.id as number, { req })
  await mailAccountNotice(req.payload, traveller as Traveller, 'signedOutEverywhere')
}
