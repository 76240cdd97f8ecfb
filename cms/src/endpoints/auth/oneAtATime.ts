import type { PayloadRequest } from 'payload'
import { LOCK_SPACES, withAdvisoryLock } from '../../services/lib/advisoryLocks'

/**
 * Runs a sign-in of the account `key` after every other sign-in of it has committed, in whichever
 * cms process it runs. Payload 3.90 keeps an account's sessions in its record and adds one by
 * read-modify-write, so two sign-ins of the same account at the same moment could each write a
 * list without the other's session, and one of them would be signed out at its next request.
 * `task` must sign in with `req`: its reads and its write then happen inside the lock.
 */
export function oneAtATime<T>(req: PayloadRequest, key: string, task: () => Promise<T>): Promise<T> {
  return withAdvisoryLock(req, LOCK_SPACES.signIn, key, task)
}
