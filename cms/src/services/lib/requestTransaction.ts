import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `task` in the request's transaction: begun here (and committed, or rolled back when `task`
 * throws) when the request has none, joined when it has one. `task` writes with `req`.
 */
export async function inRequestTransaction<T>(req: PayloadRequest, task: () => Promise<T>): Promise<T> {
  const ownsTransaction = await initTransaction(req)
  try {
    const result = await task()
    if (ownsTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}
