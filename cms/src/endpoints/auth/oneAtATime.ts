const queues = new Map<string, Promise<unknown>>()

/**
 * Runs `task` after every earlier task of the same key has settled. Payload 3.90 keeps an
 * account's sessions in its record and adds one by read-modify-write, so two sign-ins of the same
 * account at the same moment can each write a list without the other's session, and one of them
 * is signed out at its next request. The cms is one process (server.ts), so a queue per account
 * in memory closes that window.
 */
export function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  // The last task of a key removes the key, so the map does not keep every account ever seen.
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}
