import type { CollectionAfterLogoutHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { accountIdByResetToken } from '../services/accounts/accountIds'
import { type AccountCollection, lockAccountInTransaction } from '../services/accounts/accountLock'

type OperationArgs = {
  id?: number | string
  data?: Record<string, unknown>
  req?: PayloadRequest
}

/** The account an operation is about to read and write back, when it names one. */
async function accountOf(
  collection: AccountCollection,
  operation: string,
  args: OperationArgs,
  req: PayloadRequest,
): Promise<number | string | null> {
  const data = args.data ?? {}
  switch (operation) {
    case 'update':
      // By id only: the bulk form (a where clause) is not used on accounts.
      return args.id ?? null
    case 'resetPassword':
      return typeof data.token === 'string'
        ? accountIdByResetToken(req.payload, collection, data.token, req)
        : null
    case 'refresh':
      return req.user?.collection === collection ? req.user.id : null
    default:
      return null
  }
}

/**
 * Payload's own operations on an account (update, which forgot-password's token also goes through,
 * reset password, token refresh) read the whole row and write it back; they begin their transaction
 * before this hook, so the account's lock taken here holds until they commit, and their read comes
 * after every earlier holder's write.
 * Login has no such hook (it begins its transaction after the hash): its callers take the lock.
 */
export const lockAccountBeforeOperation: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (req.transactionID === undefined) return args
  const id = await accountOf(collection.slug as AccountCollection, operation, args as OperationArgs, req)
  if (id !== null)
    await lockAccountInTransaction(req, { collection: collection.slug as AccountCollection, id })
  return args
}

/** Payload's logout (staff) reads the sessions and writes them back in the transaction this hook runs in. */
export const lockAccountOnLogout: CollectionAfterLogoutHook = async ({ collection, req }) => {
  if (req.transactionID !== undefined && req.user) {
    await lockAccountInTransaction(req, { collection: collection.slug as AccountCollection, id: req.user.id })
  }
}
