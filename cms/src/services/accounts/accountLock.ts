import type { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { LOCK_SPACES, lockInTransaction, withAdvisoryLock } from '../lib/advisoryLocks'

/** The collections whose rows are accounts: a password, its salt, the sessions and the address. */
export type AccountCollection = typeof COLLECTION_SLUGS.users | typeof COLLECTION_SLUGS.admins

/** One account, as its lock names it: the collection and the row's id (an address can change, the id cannot). */
export type AccountRef = { collection: AccountCollection; id: number | string }

const lockKey = (account: AccountRef) => `${account.collection}:${account.id}`

/**
 * Runs `task` holding the account's lock, in the request's transaction (begun here when there is
 * none), across every cms process. Whatever writes an account's password, salt, sessions or address
 * takes it: Payload's login reads the whole row before its slow hash and writes it all back, so
 * without the lock a password change, reset, sign-out or address change landing meanwhile was undone.
 * `task` must read and write with `req`: its reads then see every earlier holder's committed writes.
 */
export function withAccountLock<T>(
  req: PayloadRequest,
  account: AccountRef,
  task: () => Promise<T>,
): Promise<T> {
  return withAdvisoryLock(req, LOCK_SPACES.account, lockKey(account), task)
}

/** The same for callers without a request: a request of their own carries the transaction. */
export async function withAccountLockOf<T>(
  payload: Payload,
  account: AccountRef,
  task: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  return withAccountLock(req, account, () => task(req))
}

/** Takes the account's lock in the transaction the request already has (Payload's operations' hooks). */
export const lockAccountInTransaction = (req: PayloadRequest, account: AccountRef) =>
  lockInTransaction(req, LOCK_SPACES.account, lockKey(account))
